import type { LeadPromises } from './api.ts';
import { PROMISE_KINDS } from './due.ts';

type Promised = { status: string; promises?: LeadPromises };

// A day as the owner lives it: Copenhagen's calendar date, summer time included.
const copenhagenDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * When the lead's next open promise runs out (ms since the epoch): the earliest not yet kept, as the
 * `leads` function's `next_due_at` is; none for spam, a lead without promises or one whose are kept.
 */
export function nextOpenDue(lead: Promised): number | undefined {
  if (lead.status === 'spam' || !lead.promises) return undefined;
  const open = PROMISE_KINDS.flatMap((kind) => {
    const promise = lead.promises?.[kind];
    return promise && !promise.keptAt ? [Date.parse(promise.dueAt)] : [];
  });
  return open.length ? Math.min(...open) : undefined;
}

/** How many leads are late at `now`, and how many more run out later today (Copenhagen); each once. */
export type DueSummary = { late: number; today: number };

export function dueSummary(leads: readonly Promised[], now: Date): DueSummary {
  const today = copenhagenDay.format(now);
  const summary = { late: 0, today: 0 };
  for (const lead of leads) {
    const due = nextOpenDue(lead);
    if (due === undefined) continue;
    if (due < now.getTime()) summary.late += 1;
    else if (copenhagenDay.format(due) === today) summary.today += 1;
  }
  return summary;
}

/** The line above the phone's list: "2 for sent · 1 i dag". */
export const dueSummaryText = ({ late, today }: DueSummary) => `${late} for sent · ${today} i dag`;
