/** Request bodies and file contents shared by the functions' tests and the benchmark. */
import { exampleContact, exampleJobApplication, exampleQuote } from '@nordkyst/validation';

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

/** The fields the browser adds to every form: the empty honeypot, and the challenge (solved by `post`). */
const spamFields = { website: '', altcha: '' };

/** The example message, its name and text carrying markup and an ampersand the e-mails must escape. */
export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  formType: 'contact',
  formData: { ...exampleContact, name: '<b>Ole</b> Hansen', ...spamFields, ...overrides },
});

export const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  formType: 'quote',
  formData: {
    ...exampleQuote,
    attachments: [
      { filename: 'carport.png', content: PNG_1X1, type: 'image/png', size: base64Bytes(PNG_1X1) },
      {
        filename: 'tegning.pdf',
        content: PDF_MINIMAL,
        type: 'application/pdf',
        size: base64Bytes(PDF_MINIMAL),
      },
    ],
    ...spamFields,
    ...overrides,
  },
});

export const moldovaBody = (overrides: Record<string, unknown> = {}) => ({
  formType: 'moldova',
  formData: { ...exampleJobApplication, ...spamFields, ...overrides },
});

/** The server secret the tests key address hashes with (production: ALTCHA_HMAC_KEY). */
export const HASH_SECRET = 'k'.repeat(40);
/** The secret send-email signs the e-mails' one-tap actions with, and leads checks them with. */
export const LEAD_ACTION_SECRET = 'lead-action-test-secret-0123456789abcdef';
