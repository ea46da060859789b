import type { LeadSummary } from './summary.ts';

/** The CSV columns of a lead's promises and source (list and person export alike). */
export const SOURCE_AND_PROMISE_COLUMNS = [
  'Ring senest',
  'Ringet',
  'Tilbud senest',
  'Tilbud givet',
  'Side',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'Kom fra',
] as const;

const COPENHAGEN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as ISO 8601 in Copenhagen time with its offset (2026-05-01T12:00:00+02:00): a time Excel
 * and the owner read as local, and that still names one instant. Empty for none.
 */
export function copenhagenIso(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  const parts = Object.fromEntries(COPENHAGEN.formatToParts(at).map((part) => [part.type, part.value]));
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round(
    (Date.parse(`${local}Z`) - Math.floor(at.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/** Ring senest, Ringet, Tilbud senest, Tilbud givet. */
export const promiseCells = ({ promises }: Pick<LeadSummary, 'promises'>) => [
  copenhagenIso(promises.call?.dueAt),
  copenhagenIso(promises.call?.keptAt),
  copenhagenIso(promises.quote?.dueAt),
  copenhagenIso(promises.quote?.keptAt),
];

/** Side, utm_source, utm_medium, utm_campaign, Kom fra. */
export const sourceCells = ({ source }: Pick<LeadSummary, 'source'>) => [
  source.path ?? '',
  source.utmSource ?? '',
  source.utmMedium ?? '',
  source.utmCampaign ?? '',
  source.referrerHost ?? '',
];
