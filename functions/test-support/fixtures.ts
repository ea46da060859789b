/** Request bodies and file contents shared by the functions' tests and the benchmark. */

export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const PDF_MINIMAL = btoa(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The start of a Windows executable ("MZ" header, PE signature) — what a renamed .exe looks like. */
export const EXE_HEADER = (() => {
  const bytes = new Uint8Array(256);
  bytes.set([0x4d, 0x5a]);
  bytes[0x3c] = 0x80;
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return btoa(String.fromCharCode(...bytes));
})();

export function base64Bytes(base64: string): number {
  return atob(base64).length;
}

export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  formType: 'contact',
  formData: {
    name: '<b>Ole</b> Hansen',
    email: 'ole@example.dk',
    phone: '12345678',
    message: 'Vi vil gerne have et nyt badeværelse & en ny terrasse.',
    website: '',
    altcha: '',
    ...overrides,
  },
});

export const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  formType: 'quote',
  formData: {
    name: 'Karen Jensen',
    email: 'karen@example.dk',
    phone: '87654321',
    address: 'Strandvejen 1',
    postalCode: '3250',
    description: 'Nyt tag på carporten, ca. 30 m2.',
    acceptTerms: true,
    attachments: [
      { filename: 'carport.png', content: PNG_1X1, type: 'image/png', size: base64Bytes(PNG_1X1) },
      {
        filename: 'tegning.pdf',
        content: PDF_MINIMAL,
        type: 'application/pdf',
        size: base64Bytes(PDF_MINIMAL),
      },
    ],
    website: '',
    altcha: '',
    ...overrides,
  },
});

export const moldovaBody = (overrides: Record<string, unknown> = {}) => ({
  formType: 'moldova',
  formData: {
    firstName: 'Ион',
    lastName: 'Русу',
    birthDate: '1985-04-12',
    birthCountry: 'Молдова',
    birthCity: 'Кишинёв',
    hasChildren: 'да',
    isMarried: 'нет',
    phoneNumber: '+373 69 123 456',
    email: 'ion@example.md',
    lastAddressAbroad: 'ул. Штефан чел Маре 1, Кишинёв',
    postalCode: 'MD-2001',
    city: 'Gilleleje',
    country: 'Danmark',
    website: '',
    altcha: '',
    ...overrides,
  },
});
