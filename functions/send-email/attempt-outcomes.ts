import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import type { EmailProviderError, EmailTransport } from '../_shared/email.ts';
import { buildBudgetNotice } from './budget-emails.ts';
import { budgetDay, type EmailBudget } from './email-budget.ts';
import type { ProviderFaults } from './provider-fault.ts';
import { RETRY_RULES, retryDelayMs } from './retry-rules.ts';
import type { StoredSubmission } from './stored-submission.ts';
import type { SubmissionStore } from './submissions.ts';

/** How a lead given up at once reads in `last_error` (the owner's `leads` view) and the health check. */
export const GIVEN_UP = 'given up, refused for good by the provider';

/** A delivery attempt that did not deliver: why, and how many photos it still waits for. */
export type Undelivered = { delivered: false; error: string; photosPending?: number };

/**
 * The bookkeeping of a delivery attempt that did not deliver (counted when it began): postponed for
 * the digest, retried after the backoff or given up, or held while the provider refuses the site.
 */
export function createAttemptOutcomes(deps: {
  config: Pick<FunctionsConfig, 'emailFrom' | 'companyEmail' | 'emailDigestMs' | 'fileLinkMs'>;
  transport: EmailTransport;
  store: SubmissionStore;
  clock: Clock;
  budget: EmailBudget;
  providerFaults: ProviderFaults;
}) {
  const { config, transport, store, clock, budget, providerFaults } = deps;
  return {
    /**
     * Today's notifications are spent: the submission waits, its attempt not counted, for the next
     * digest (or, when the digests are spent too, for the budget's renewal); the owner hears of it once
     * a day (the e-mail the budget keeps for that).
     */
    async deferred(submission: StoredSubmission) {
      const now = new Date(clock.now());
      const { day, resetsAt } = budgetDay(now);
      await store.defer(
        submission.id,
        resetsAt,
        `the notifications of today's e-mail budget are spent; in the next digest, or after ${resetsAt.toISOString()}`,
        now,
      );
      if (await budget.tellOwnerOnce(now)) {
        const notice = buildBudgetNotice(
          budget.shares.notifications,
          config.emailDigestMs / 60_000,
          resetsAt,
        );
        await transport
          .send({
            from: config.emailFrom,
            to: config.companyEmail,
            ...notice,
            attachments: [],
            idempotencyKey: `budget-spent-${day}`,
          })
          .catch(() => undefined); // the leads are safe either way; the health check shows them waiting
      }
      return {
        delivered: false as const,
        error: 'the notifications of the day are spent: in the next digest',
      };
    },

    /**
     * Records a failed attempt (counted when it began): retried after the backoff, or given up after the
     * last attempt, or at once when the provider refused the message for good.
     */
    async failed(
      submission: StoredSubmission,
      error: string,
      retry: { retryAfterSeconds?: number | undefined; permanent?: boolean } = {},
    ) {
      const retryAt =
        retry.permanent || submission.attempts >= RETRY_RULES.maxAttempts
          ? null
          : new Date(clock.now() + retryDelayMs(submission.attempts, retry.retryAfterSeconds));
      await store.recordFailure(submission.id, error, retryAt);
      return { delivered: false as const, error };
    },

    /**
     * The provider refused the site's key or domain: not the lead's fault. It stays pending with its
     * files and its attempt given back, is tried again with backoff, and the owner is told (`/health`, the
     * banner in Henvendelser) until the provider takes an e-mail again.
     */
    async held(submission: StoredSubmission, error: EmailProviderError) {
      const now = clock.now();
      await providerFaults.hold(submission.id, error.message, new Date(now), {
        firstDelayMs: RETRY_RULES.firstDelayMs,
        maxDelayMs: RETRY_RULES.maxDelayMs,
        filesUntil: new Date(now + config.fileLinkMs),
      });
      return {
        delivered: false as const,
        error: `the provider refuses the site's key or domain: ${error.message}`,
      };
    },
  };
}

export type AttemptOutcomes = ReturnType<typeof createAttemptOutcomes>;
