import { describe, expect, it } from 'vitest';
import { type ChartWeek, chartLayout, countAxis, weekRowsLayout } from './chart-scale.ts';
import { chartName, weekOf } from './leads-chart.tsx';

describe('the count axis', () => {
  it('steps by 1, 2 or 5 times a power of ten, about four steps, up to the largest count or past it', () => {
    expect(countAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countAxis(8)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countAxis(12)).toEqual({ top: 15, ticks: [0, 5, 10, 15] });
    expect(countAxis(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(countAxis(180)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
  });

  it('has a height when there is nothing to count', () => {
    expect(countAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

const week = (weekStart: string, contact: number, quote: number, moldova: number): ChartWeek => ({
  weekStart,
  contact,
  quote,
  moldova,
});
const size = { width: 240, height: 130, left: 40, bottom: 20, top: 10 };

describe("the chart's bars", () => {
  const weeks = [week('2026-11-16', 2, 1, 0), week('2026-11-23', 0, 0, 0)];
  const { bars, ticks } = chartLayout(weeks, size);

  it('stack the forms bottom up, a count of the axis top reaching the plot top', () => {
    // Axis 0..3 over a plot from y 10 to y 110: 100 units for 3 leads.
    expect(ticks.map((tick) => tick.count)).toEqual([0, 1, 2, 3]);
    expect(ticks.map((tick) => Math.round(tick.y * 1000) / 1000)).toEqual([110, 76.667, 43.333, 10]);
    const [first] = bars;
    expect(first?.total).toBe(3);
    expect(first?.segments.map(({ form, count }) => [form, count])).toEqual([
      ['contact', 2],
      ['quote', 1],
    ]);
    expect(first?.segments[0]?.y).toBeCloseTo(110 - 200 / 3);
    expect(first?.segments[0]?.height).toBeCloseTo(200 / 3);
    expect(first?.segments[1]?.y).toBeCloseTo(10);
    expect(first?.segments[1]?.height).toBeCloseTo(100 / 3);
  });

  it('share the width after the left margin, a week each, and draw nothing for an empty week', () => {
    expect(bars.map((bar) => [bar.x, bar.width])).toEqual([
      [40 + 20, 60],
      [40 + 100 + 20, 60],
    ]);
    expect(bars[1]?.segments).toEqual([]);
  });
});

describe("the phone's chart: a row a week", () => {
  const rowsSize = { width: 360, row: 20, left: 60, right: 40, top: 4 };
  const weeks = [week('2026-11-16', 2, 1, 0), week('2026-11-23', 0, 0, 0), week('2026-11-30', 1, 2, 3)];
  const { rows, height } = weekRowsLayout(weeks, rowsSize);

  it('gives each week a row under the last, its bar the middle of it', () => {
    expect(rows.map((row) => [row.y, row.barY, row.barHeight])).toEqual([
      [4, 8, 12],
      [24, 28, 12],
      [44, 48, 12],
    ]);
    expect(height).toBe(64);
  });

  it('lays the forms side by side from the label, the busiest week reaching the right margin', () => {
    // 260 units between the margins for the busiest week's 6 leads.
    const [first, empty, busiest] = rows;
    expect(busiest?.end).toBeCloseTo(320);
    expect(busiest?.segments.map(({ form, x, width }) => [form, x, Math.round(width * 1000) / 1000])).toEqual(
      [
        ['contact', 60, 43.333],
        ['quote', 60 + 260 / 6, 86.667],
        ['moldova', 60 + 260 / 2, 130],
      ],
    );
    expect(first?.total).toBe(3);
    expect(first?.end).toBeCloseTo(60 + 130);
    expect(empty?.segments).toEqual([]);
    expect(empty?.end).toBe(60);
  });

  it('still has a scale when every week is empty', () => {
    const quiet = weekRowsLayout([week('2026-11-16', 0, 0, 0)], rowsSize);
    expect(quiet.rows[0]?.end).toBe(60);
  });
});

describe("the chart's words", () => {
  const forms = { contact: 'Kontakt', quote: 'Tilbud', moldova: 'Jobansøgning' };
  it('name it with its totals by form', () => {
    const weeks = [week('2026-11-16', 2, 1, 0), week('2026-11-23', 1, 0, 1)];
    expect(chartName(weeks, forms)).toBe(
      'Henvendelser pr. uge de sidste 2 uger: 5 i alt (3 kontakt, 1 tilbud, 1 jobansøgning)',
    );
  });

  it("label a week by its Monday's date", () => {
    expect(weekOf('2026-11-23')).toBe('23. nov.');
    expect(weekOf('2026-01-05T00:00:00+01:00')).toBe('5. jan.');
  });
});
