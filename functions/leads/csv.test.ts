import { describe, expect, it } from 'vitest';
import { readCsv, startsFormula } from '../test-support/csv-reading.ts';
import { toCsv } from './csv.ts';

/** The cells of the one data row `toCsv` makes of `cells`, as written to the file. */
const written = (...cells: string[]) => toCsv(['a'], [cells]).split('\r\n')[1];

/** What a visitor may type into a form, each meant to run in the owner's Excel (issue 54). */
const HOSTILE = [
  "-1+cmd|' /C calc'!A0",
  '=HYPERLINK("http://x")',
  '@SUM(1)',
  '-2+3',
  'Ring, -2+3',
  'Adresse,@SUM(1)',
  'a, =1+1',
  'a,"=1+1"',
  'a,,+1',
  'Første linje\r\n=1+1',
  'Første linje\n@SUM(1)',
  '\t=1',
  ' =1',
  '+45 12 34 56 78',
  'Søren; "Sjov"',
  'a=b',
  '',
];

/** A cell as the owner reads it, the quote each formula got in front taken off again. */
const unquoted = (cell: string) => cell.replace(/(?<=^|[,\r\n])'(?=[ "]*[=+\-@\t\r])/g, '');

describe('CSV cells the owner opens in Excel (OWASP: CSV injection)', () => {
  it("neutralises the review's example: a quote in front, the cell quoted", () => {
    expect(written("-1+cmd|' /C calc'!A0")).toBe(`"'-1+cmd|' /C calc'!A0"`);
  });

  it('keeps a phone number written +45 as text, not a sum', () => {
    expect(written('+45 12 34 56 78')).toBe(`"'+45 12 34 56 78"`);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['-5', `"'-5"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r'=1"`],
    ['Ring, -2+3', `"Ring,' -2+3"`],
    ['Ring,@SUM(1)', `"Ring,'@SUM(1)"`],
    ['linje\n=1', `"linje\n'=1"`],
  ])('neutralises %j', (value, cell) => {
    expect(written(value)).toBe(cell);
  });

  it('quotes every cell, the header too, and leaves other text as it is', () => {
    expect(toCsv(['Navn'], [['12 34 56 78', 'Søren; "Sjov"', 'a=b', 'a, b']])).toBe(
      '\uFEFF"Navn"\r\n"12 34 56 78";"Søren; ""Sjov""";"a=b";"a, b"\r\n',
    );
  });

  it('read with semicolons (Danish Excel), every field is whole, as typed but for the quotes in front of formulas', () => {
    const rows = readCsv(
      toCsv(
        ['Felt', 'Værdi'],
        HOSTILE.map((value) => ['x', value]),
      ),
      ';',
    );
    expect(rows.length).toBe(HOSTILE.length + 1);
    expect(rows.slice(1).map((row) => row.length)).toEqual(HOSTILE.map(() => 2));
    expect(rows.slice(1).map((row) => unquoted(row[1] ?? ''))).toEqual(HOSTILE);
    expect(rows.flat().filter(startsFormula)).toEqual([]);
  });

  it('read with commas (Excel where the comma is the list separator), no cell starts a formula', () => {
    for (const value of HOSTILE) {
      // In every column, the first too: the first cell of a row is read quoted, the others as text.
      for (const row of [
        [value, 'x'],
        ['x', value, 'y'],
      ]) {
        const cells = readCsv(toCsv(['Felt'], [row]), ',').flat();
        expect(cells.filter(startsFormula), JSON.stringify(row)).toEqual([]);
      }
    }
  });
});
