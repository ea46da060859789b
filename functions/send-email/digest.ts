import { referenceNumber } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { buildDigest, type DigestLead } from './budget-emails.ts';
import type { BudgetedSend } from './budgeted-send.ts';
import type { EmailBudget } from './email-budget.ts';
import { createFileLinks } from './file-links.ts';
import { requestOf } from './lead-messages.ts';
import { bodyBytes } from './message-size.ts';
import { RETRY_RULES } from './retry-rules.ts';
import type { SubmissionStore } from './submissions.ts';

/**
 * Leads one digest reads at most, oldest first; it carries as many of them as fit in EMAIL_MAX_BYTES (about
 * 250 of the longest, far more of the usual), and the rest wait for the next one.
 */
export const DIGEST_LEADS = 500;

/** One key per set of leads: Resend refuses a key used before for another e-mail. */
async function digestKey(ids: readonly string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ids.join(',')));
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The most of `leads` (oldest first) whose digest fits in `maxBytes`: at least the first. */
export function digestThatFits(leads: readonly DigestLead[], maxBytes: number): DigestLead[] {
  let fits = 1;
  let over = leads.length + 1;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (bodyBytes(buildDigest(leads.slice(0, middle))) <= maxBytes) fits = middle;
    else over = middle;
  }
  return leads.slice(0, Math.min(fits, leads.length));
}

/**
 * The leads waiting for a digest, oldest first (as many as fit, `digestThatFits`), in one e-mail to the company
 * when the digests' share allows one now (one per EMAIL_DIGEST_MINUTES across instances). Their files
 * go as links; each lead is then due for its confirmation.
 */
export function createDigest(deps: {
  config: Pick<
    FunctionsConfig,
    'emailFrom' | 'companyEmail' | 'altchaHmacKey' | 'emailMaxBytes' | 'publicUrl' | 'emailDigestMs'
  >;
  store: SubmissionStore;
  clock: Clock;
  budget: EmailBudget;
  sendWithin: BudgetedSend;
}) {
  const { config, store, clock, budget, sendWithin } = deps;
  const fileLinks = createFileLinks(config.altchaHmacKey);

  return async function sendDigest(): Promise<void> {
    const now = new Date(clock.now());
    // Not the leads due within a lease: one a run has leased to send on its own would go out twice.
    const waiting = await store.awaitingDigest(new Date(now.getTime() + RETRY_RULES.leaseMs), DIGEST_LEADS);
    if (!waiting.length) return;
    if (!(await budget.takeDigest(now, config.emailDigestMs))) return;
    const base = config.publicUrl;
    const leads: DigestLead[] = await Promise.all(
      waiting.map(async (submission) => {
        const expiresAt = submission.filesExpireAt;
        const links =
          base && expiresAt
            ? await Promise.all(
                submission.files.map(async (file, position) => ({
                  filename: file.filename,
                  size: file.size,
                  url: await fileLinks.url(base, { submissionId: submission.id, position, expiresAt }),
                })),
              )
            : [];
        return {
          request: requestOf(submission),
          reference: referenceNumber(submission.id),
          receivedAt: submission.createdAt,
          extras: { links, linksExpireAt: expiresAt, refused: submission.refusedFiles },
        };
      }),
    );
    const carried = digestThatFits(leads, config.emailMaxBytes);
    const ids = waiting.slice(0, carried.length).map((submission) => submission.id);
    const { id } = await sendWithin('digest', now, {
      from: config.emailFrom,
      to: config.companyEmail,
      ...buildDigest(carried),
      attachments: [],
      idempotencyKey: `digest-${await digestKey(ids)}`,
    });
    await store.recordDigest(ids, id, now);
  };
}
