/**
 * CSV that Danish Excel opens by a double click: semicolons (Excel's list separator with a Danish
 * locale), UTF-8 with a byte-order mark (else Excel reads æøå as Windows-1252), CRLF lines.
 */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A value Excel would run as a formula (=, @, a sign before a letter) is kept as text. */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s]))/;

function cell(value: string): string {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** `Content-Disposition` of a download named `name` (ASCII). */
export const attachmentNamed = (name: string) => `attachment; filename="${name}"`;
