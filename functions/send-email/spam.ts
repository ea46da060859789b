/**
 * Why a submission is stored as spam (decision 047): its client passed RATE_LIMIT_DAILY_MAX today, or its
 * text came SPAM_REPEAT_MAX times in 24 hours already. Spam is stored, and nothing is sent for it.
 */
export type SpamReason = 'daily-limit' | 'repeated-text';

/** The window in which the same text is counted. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Shorter texts ("Ring mig") are too common between honest people to count as repeats. */
const MIN_REPEAT_CHARS = 20;

/** Fields that say who sent it: a flood changes them and keeps its text. */
const SENDER_FIELDS = new Set([
  'name',
  'email',
  'phone',
  'firstName',
  'lastName',
  'phoneNumber',
  'birthDate',
]);

/**
 * The free text of a submission as repeats are compared: every text field but those naming the sender,
 * lower case, runs of space as one; undefined when too short to count.
 */
export function repeatableText(fields: Record<string, unknown>): string | undefined {
  const text = Object.entries(fields)
    .filter(([name, value]) => !SENDER_FIELDS.has(name) && typeof value === 'string')
    .map(([, value]) => String(value).toLowerCase().replace(/\s+/g, ' ').trim())
    .join('\n');
  return text.replace(/\s/g, '').length >= MIN_REPEAT_CHARS ? text : undefined;
}
