import { Box, Flex, Stack, Text } from '@sanity/ui';
import {
  CHART_FORMS,
  type ChartForm,
  type ChartWeek,
  chartLayout,
  total,
  weekRowsLayout,
} from './chart-scale.ts';
import { TableHead } from './table-head.tsx';

// A small hand-drawn SVG: the Studio has no chart library, and 12 stacked bars need none.
const SIZE = { width: 640, height: 220, left: 36, bottom: 28, top: 10 };
/**
 * The phone's chart (issue 56): a row a week, drawn at about the phone's own width (350 px on a 390 px
 * phone), so its 13 px labels show at 12 px, and above 10 px down to a 320 px phone.
 */
const ROWS = { width: 360, row: 24, left: 64, right: 32, top: 2 };
const ROWS_FONT = 13;

/** Each form's fill: at least 3:1 against a light and a dark Studio, and apart in lightness too. */
const fills: Record<ChartForm, string> = { contact: '#2563eb', quote: '#c2410c', moldova: '#15803d' };

const weekLabel = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A week as the owner reads it: its Monday ("23. nov."); `weekStart` is that date, ISO. */
export const weekOf = (weekStart: string) =>
  weekLabel.format(new Date(`${weekStart.slice(0, 10)}T00:00:00Z`));

type ChartProps = { weeks: readonly ChartWeek[]; forms: Record<string, string> };
type Props = ChartProps & {
  /** On a phone: a row a week, since twelve bars side by side leave their labels unreadable. */
  compact?: boolean;
};

/** The chart's accessible name: what it shows and its totals, the figures being in the table below it. */
export function chartName(weeks: readonly ChartWeek[], forms: Record<string, string>): string {
  const byForm = CHART_FORMS.map(
    (form) => `${weeks.reduce((sum, week) => sum + week[form], 0)} ${(forms[form] ?? form).toLowerCase()}`,
  );
  const all = weeks.reduce((sum, week) => sum + total(week), 0);
  return `Henvendelser pr. uge de sidste ${weeks.length} uger: ${all} i alt (${byForm.join(', ')})`;
}

/** The wide chart: a stacked bar a week side by side, over a count axis. */
function WeekBars({ weeks, forms }: ChartProps) {
  const { bars, ticks } = chartLayout(weeks, SIZE);
  return (
    <svg
      role="img"
      aria-label={chartName(weeks, forms)}
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      style={{ width: '100%', maxWidth: SIZE.width, height: 'auto', fontSize: 11 }}
    >
      {ticks.map((tick) => (
        <g key={tick.count}>
          <line
            x1={SIZE.left}
            x2={SIZE.width}
            y1={tick.y}
            y2={tick.y}
            stroke="currentColor"
            strokeOpacity={0.25}
          />
          <text x={SIZE.left - 6} y={tick.y + 4} textAnchor="end" fill="currentColor">
            {tick.count}
          </text>
        </g>
      ))}
      {bars.map((bar) => (
        <g key={bar.weekStart}>
          {bar.segments.map((segment) => (
            <rect
              key={segment.form}
              x={bar.x}
              y={segment.y}
              width={bar.width}
              height={segment.height}
              fill={fills[segment.form]}
              // A light seam between stacked forms, so neighbours are told apart without their colour.
              stroke="#ffffff"
              strokeWidth={1}
            />
          ))}
          <text
            x={bar.x + bar.width / 2}
            y={SIZE.height - SIZE.bottom + 16}
            textAnchor="middle"
            fill="currentColor"
          >
            {weekOf(bar.weekStart)}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The phone's chart: each week's bar lying down beside its Monday, its count at its end. */
function WeekRows({ weeks, forms }: ChartProps) {
  const { rows, height } = weekRowsLayout(weeks, ROWS);
  const middle = (y: number) => y + ROWS.row / 2;
  return (
    <svg
      role="img"
      aria-label={chartName(weeks, forms)}
      viewBox={`0 0 ${ROWS.width} ${height}`}
      style={{ width: '100%', maxWidth: ROWS.width * 1.35, height: 'auto', fontSize: ROWS_FONT }}
    >
      {rows.map((row) => (
        <g key={row.weekStart}>
          <text
            x={ROWS.left - 8}
            y={middle(row.y)}
            dominantBaseline="central"
            textAnchor="end"
            fill="currentColor"
          >
            {weekOf(row.weekStart)}
          </text>
          {row.segments.map((segment) => (
            <rect
              key={segment.form}
              x={segment.x}
              y={row.barY}
              width={segment.width}
              height={row.barHeight}
              fill={fills[segment.form]}
              stroke="#ffffff"
              strokeWidth={1}
            />
          ))}
          <text x={row.end + 6} y={middle(row.y)} dominantBaseline="central" fill="currentColor">
            {row.total}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Leads per week by form as stacked bars, with a legend and the same figures as a table. */
export function LeadsChart({ weeks, forms, compact = false }: Props) {
  const name = (form: ChartForm) => forms[form] ?? form;
  const Chart = compact ? WeekRows : WeekBars;
  return (
    <Stack gap={3}>
      <Chart weeks={weeks} forms={forms} />
      <Flex gap={4} wrap="wrap" aria-hidden="true">
        {CHART_FORMS.map((form) => (
          <Flex key={form} gap={2} align="center">
            <Box style={{ width: 12, height: 12, background: fills[form], borderRadius: 2 }} />
            <Text size={1}>{name(form)}</Text>
          </Flex>
        ))}
      </Flex>
      <details>
        <summary>
          <Text as="span" size={1}>
            Tallene som tabel
          </Text>
        </summary>
        <table style={{ borderCollapse: 'collapse', fontSize: 14, marginTop: 8 }}>
          <caption style={{ textAlign: 'left' }}>Henvendelser pr. uge efter formular</caption>
          <TableHead columns={['Uge fra mandag', ...CHART_FORMS.map(name), 'I alt']} />
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th
                  scope="row"
                  style={{ textAlign: 'left', padding: '4px 12px 4px 0', fontWeight: 'normal' }}
                >
                  {weekOf(week.weekStart)}
                </th>
                {CHART_FORMS.map((form) => (
                  <td key={form} style={{ padding: '4px 12px 4px 0' }}>
                    {week[form]}
                  </td>
                ))}
                <td style={{ padding: '4px 12px 4px 0' }}>{total(week)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Stack>
  );
}
