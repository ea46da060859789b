import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

/** The cells of the one data row `toCsv` makes of `cells`, as written to the file. */
const written = (...cells: string[]) => toCsv(['a'], [cells]).split('\r\n')[1];

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
    ['\r=1', `"'\r=1"`],
  ])('neutralises %j', (value, cell) => {
    expect(written(value)).toBe(cell);
  });

  it('leaves other cells as they are, quoting only what holds a separator, a quote or a line break', () => {
    expect(written('12 34 56 78', 'Søren; "Sjov"', 'a=b')).toBe('12 34 56 78;"Søren; ""Sjov""";a=b');
  });
});
