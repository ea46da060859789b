import type { Context } from 'hono';

/**
 * CSV that Danish Excel opens by a double click: semicolons (Excel's list separator with a Danish
 * locale), UTF-8 with a byte-order mark (else Excel reads æøå as Windows-1252), CRLF lines.
 */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * OWASP's rule against CSV injection: a cell that starts with =, +, -, @, tab or carriage return could
 * run as a formula (`-1+cmd|' /C calc'!A0`), so it gets a single quote in front and is quoted. A phone
 * number written +45 … is kept as text that way too.
 */
const FORMULA = /^[=+\-@\t\r]/;

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

function cell(value: string): string {
  if (FORMULA.test(value)) return quoted(`'${value}`);
  return /[;"\r\n]/.test(value) ? quoted(value) : value;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** The caller asked for CSV (`Accept: text/csv`) rather than JSON. */
export const wantsCsv = (c: Context) => (c.req.header('Accept') ?? '').includes('text/csv');

/** `Content-Disposition` of a download named `name` (ASCII). */
export const attachmentNamed = (name: string) => `attachment; filename="${name}"`;
