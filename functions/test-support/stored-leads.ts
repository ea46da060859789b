import type { Sql } from '../_shared/database.ts';
import type { StoredSubmission } from '../send-email/stored-submission.ts';
import type { NewSubmission } from '../send-email/submission-intake.ts';
import { createSubmissionStore } from '../send-email/submissions.ts';

const MINUTE = 60_000;
let serial = 0;

/**
 * A contact message as the intake stores it at `now`, with a key and challenge of its own, due at once, no
 * file ceiling; a test changes what it is about in `overrides`.
 */
export function newSubmission(now: number, overrides: Partial<NewSubmission> = {}): NewSubmission {
  serial++;
  return {
    idempotencyKey: `key-${serial}`,
    requestHash: `hash-${serial}`,
    formType: 'contact',
    fields: { name: 'Karen Hansen', email: 'karen@example.dk', phone: '12345678', message: 'Ring venligst.' },
    attachments: [],
    challenge: { signature: `sig-${serial}`, expiresAt: new Date(now + MINUTE) },
    now: new Date(now),
    leaseUntil: new Date(now),
    filesExpireAt: new Date(now + 14 * 24 * 60 * MINUTE),
    fileStoreMaxBytes: 0,
    clientHash: undefined,
    clientMaxBytes: 0,
    ...overrides,
  };
}

/** A quote's fields as the form sends them, for `name` at `email`. */
export const quoteFields = (name = 'Karen Hansen', email = 'karen@example.dk') => ({
  name,
  email,
  phone: '12345678',
  address: 'Vej 1',
  postalCode: '3250',
  description: 'Ny carport',
  acceptTerms: true,
});

/** Stores `newSubmission(now, overrides)` through the submission store; throws unless it was stored. */
export async function storeSubmission(
  sql: Sql,
  now: number,
  overrides: Partial<NewSubmission> = {},
): Promise<StoredSubmission> {
  const outcome = await createSubmissionStore(sql).insert(newSubmission(now, overrides));
  if (outcome.kind !== 'stored') throw new Error(`not stored: ${outcome.kind}`);
  return outcome.submission;
}
