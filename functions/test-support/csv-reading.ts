/**
 * A CSV file read as Excel reads it with `separator` as its locale's list separator: a cell that begins
 * with a quote mark is quoted until the next lone one (`""` a quote in it) and what follows up to the
 * separator is added as text; in any other cell quote marks are text, and a line break ends the row.
 * The byte-order mark is dropped.
 */
export function readCsv(text: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let fresh = true;
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i] ?? '';
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (char === '"' && fresh) {
      quoted = true;
      fresh = false;
    } else if (char === separator) {
      row.push(cell);
      cell = '';
      fresh = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      fresh = true;
    } else {
      cell += char;
      fresh = false;
    }
  }
  if (!fresh || row.length) rows.push([...row, cell]);
  return rows;
}

/** Whether Excel would run `cell` as a formula: it begins with =, +, -, @, tab or CR, after any spaces or quote marks. */
export const startsFormula = (cell: string) => /^[ "]*[=+\-@\t\r]/.test(cell);
