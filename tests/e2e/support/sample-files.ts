// Small files for the quote form's file picker: a 1×1 PNG (scaled and previewed like a photo) and a
// minimal PDF (sent as it is).

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });
export const pdf = (name: string, buffer = PDF) => ({ name, mimeType: 'application/pdf', buffer });
