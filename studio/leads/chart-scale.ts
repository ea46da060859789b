/** The forms a week's bar is stacked from, bottom up. */
export const CHART_FORMS = ['contact', 'quote', 'moldova'] as const;
export type ChartForm = (typeof CHART_FORMS)[number];
export type ChartWeek = { weekStart: string } & Record<ChartForm, number>;

/**
 * The value axis for counts up to `max`: whole-number steps of 1, 2 or 5 times a power of ten, at most
 * about four of them, and a top that is a whole number of steps at or above `max` (never 0, so an empty
 * chart still has an axis).
 */
export function countAxis(max: number): { top: number; ticks: number[] } {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const top = Math.max(step, Math.ceil(max / step) * step);
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) };
}

export type ChartSize = { width: number; height: number; left: number; bottom: number; top: number };
export type ChartSegment = { form: ChartForm; count: number; y: number; height: number };
export type ChartBar = {
  weekStart: string;
  x: number;
  width: number;
  total: number;
  segments: ChartSegment[];
};

/**
 * Where each week's stacked bar and each axis line go in an SVG of `size` (margins on the left for the
 * counts, at the bottom for the weeks): a count of `top` reaches the plot's top, 0 its bottom.
 */
export function chartLayout(weeks: readonly ChartWeek[], size: ChartSize) {
  const axis = countAxis(Math.max(0, ...weeks.map((week) => total(week))));
  const plotHeight = size.height - size.top - size.bottom;
  const y = (count: number) => size.top + plotHeight * (1 - count / axis.top);
  const band = (size.width - size.left) / Math.max(1, weeks.length);
  const bars: ChartBar[] = weeks.map((week, index) => {
    let below = 0;
    const segments = CHART_FORMS.filter((form) => week[form] > 0).map((form) => {
      const segment = {
        form,
        count: week[form],
        y: y(below + week[form]),
        height: y(below) - y(below + week[form]),
      };
      below += week[form];
      return segment;
    });
    return {
      weekStart: week.weekStart,
      x: size.left + band * index + band * 0.2,
      width: band * 0.6,
      total: below,
      segments,
    };
  });
  return { bars, ticks: axis.ticks.map((count) => ({ count, y: y(count) })), band };
}

export const total = (week: ChartWeek) => CHART_FORMS.reduce((sum, form) => sum + week[form], 0);

export type RowsSize = { width: number; row: number; left: number; right: number; top: number };
export type ChartRowSegment = { form: ChartForm; count: number; x: number; width: number };
export type ChartRow = {
  weekStart: string;
  /** The row's top; its bar is the middle 60 %. */
  y: number;
  barY: number;
  barHeight: number;
  total: number;
  /** Where the bar ends, for its count beside it. */
  end: number;
  segments: ChartRowSegment[];
};

/**
 * The phone's chart (issue 56): each week a row, its bar lying down from the week's label on the left,
 * the forms side by side in the stacking order, the longest week reaching the right margin (kept free
 * for its count). Twelve labels side by side do not fit a phone at a readable size; twelve rows do.
 */
export function weekRowsLayout(weeks: readonly ChartWeek[], size: RowsSize) {
  const most = Math.max(1, ...weeks.map((week) => total(week)));
  const plot = size.width - size.left - size.right;
  const x = (count: number) => size.left + (plot * count) / most;
  const rows: ChartRow[] = weeks.map((week, index) => {
    const y = size.top + size.row * index;
    let before = 0;
    const segments = CHART_FORMS.filter((form) => week[form] > 0).map((form) => {
      const segment = { form, count: week[form], x: x(before), width: x(before + week[form]) - x(before) };
      before += week[form];
      return segment;
    });
    return {
      weekStart: week.weekStart,
      y,
      barY: y + size.row * 0.2,
      barHeight: size.row * 0.6,
      total: before,
      end: x(before),
      segments,
    };
  });
  return { rows, height: size.top + size.row * weeks.length };
}
