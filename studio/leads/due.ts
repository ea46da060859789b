import type { LeadPromise, LeadPromises } from './api.ts';

/** What a promise asks of the company: a call (contact and quote) or a quote (quote only). */
export type PromiseKind = keyof LeadPromises;
export const PROMISE_KINDS: readonly PromiseKind[] = ['call', 'quote'];

/** Where a promise stands now: kept (a status ended it), open with time left, or overdue. */
export type DueState = 'kept' | 'open' | 'overdue';
export type Due = { kind: PromiseKind; state: DueState; text: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Danish unit words from Intl: "1 d", "4 t", "25 min." ("m" alone would read as metres).
const units = {
  day: new Intl.NumberFormat('da-DK', { style: 'unit', unit: 'day', unitDisplay: 'narrow' }),
  hour: new Intl.NumberFormat('da-DK', { style: 'unit', unit: 'hour', unitDisplay: 'narrow' }),
  minute: new Intl.NumberFormat('da-DK', { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
};
const together = new Intl.ListFormat('da-DK', { type: 'unit', style: 'narrow' });

/**
 * A stretch of time as the owner reads it at a glance: its largest unit and the next one down, rounded
 * down ("1 d og 4 t", "3 t", "3 t og 20 min.", "45 min."), never less than a minute.
 */
export function span(milliseconds: number): string {
  const whole = Math.max(MINUTE, Math.abs(milliseconds));
  const days = Math.floor(whole / DAY);
  const hours = Math.floor((whole % DAY) / HOUR);
  const minutes = Math.floor((whole % HOUR) / MINUTE);
  const parts =
    days > 0
      ? [units.day.format(days), hours > 0 ? units.hour.format(hours) : '']
      : hours > 0
        ? [units.hour.format(hours), minutes > 0 ? units.minute.format(minutes) : '']
        : [units.minute.format(minutes)];
  return together.format(parts.filter(Boolean));
}

const words = {
  call: { open: 'Ring senest om', late: 'Opkald', kept: 'Ringet' },
  quote: { open: 'Tilbud senest om', late: 'Tilbud', kept: 'Tilbud givet' },
} as const;

/** One promise's mark at `now`: "Ring senest om 3 t", "Opkald 2 t for sent", "Ringet". */
export function dueOf(kind: PromiseKind, promise: LeadPromise, now: Date): Due {
  if (promise.keptAt) return { kind, state: 'kept', text: words[kind].kept };
  const left = Date.parse(promise.dueAt) - now.getTime();
  return left >= 0
    ? { kind, state: 'open', text: `${words[kind].open} ${span(left)}` }
    : { kind, state: 'overdue', text: `${words[kind].late} ${span(left)} for sent` };
}

/**
 * The marks a lead shows: one per promise it carries, call first. None for spam (a spam status ends both
 * promises, but nobody called) or a lead without promises (job applications, leads from before them).
 */
export function duesOf(lead: { status: string; promises?: LeadPromises }, now: Date): Due[] {
  if (lead.status === 'spam' || !lead.promises) return [];
  return PROMISE_KINDS.flatMap((kind) => {
    const promise = lead.promises?.[kind];
    return promise ? [dueOf(kind, promise, now)] : [];
  });
}
