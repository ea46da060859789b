import type { Context } from 'hono';

/**
 * CSV that Danish Excel opens by a double click: semicolons (Excel's list separator with a Danish
 * locale), UTF-8 with a byte-order mark (else Excel reads æøå as Windows-1252), CRLF lines.
 */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * OWASP's rule against CSV injection: a cell that starts with =, +, -, @, tab or carriage return could
 * run as a formula (`-1+cmd|' /C calc'!A0`), so it gets a single quote in front. A phone number written
 * +45 … is kept as text that way too. Excel reads the file with its locale's list separator, which may
 * be a comma: then a comma or a line break inside a quoted cell starts a new cell (the quotes of the
 * cells after the first are read as text). So every place where any reading may start a cell, the cell's
 * own start and each comma or line break in it, gets the quote when a formula follows (spaces and quote
 * marks before it skipped, as Excel may skip them).
 */
const CELL_STARTS_FORMULA = /(?<=^|[,\r\n])(?=[ "]*[=+\-@\t\r])/g;

/** Every cell quoted: a separator, quote or line break in it stays inside it, whatever the locale. */
const cell = (value: string) => `"${value.replace(CELL_STARTS_FORMULA, "'").replace(/"/g, '""')}"`;

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** The caller asked for CSV (`Accept: text/csv`) rather than JSON. */
export const wantsCsv = (c: Context) => (c.req.header('Accept') ?? '').includes('text/csv');

/** `Content-Disposition` of a download named `name` (ASCII). */
export const attachmentNamed = (name: string) => `attachment; filename="${name}"`;
