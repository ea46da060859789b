import type { Clock } from '../_shared/clock.ts';
import { DatabaseUnavailableError } from '../_shared/database.ts';
import { EmailProviderError } from '../_shared/email.ts';
import { DAY_MS } from '../_shared/rate-limit.ts';
import type { AttemptOutcomes } from './attempt-outcomes.ts';
import type { ConfirmationLimit } from './confirmation-limit.ts';
import type { EmailBudget } from './email-budget.ts';
import type { ProviderFaults } from './provider-fault.ts';
import { StorageUnavailableError } from './quote-storage.ts';
import { RETRY_RULES } from './retry-rules.ts';
import { RETRY_JOB } from './run-records.ts';
import type { StoredSubmission } from './stored-submission.ts';
import type { SubmissionStore } from './submissions.ts';

export type RetryRunResult = { attempted: number; delivered: number; failed: number };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One scheduled run: claims due submissions one at a time (each with only its own files in memory)
 * until none is due, `batchSize` were tried or `runBudgetMs` has passed; sends the follow-ups for late
 * photos (late-photos.ts) and the reminders of promises about to end (promise-reminders.ts); then applies the retention
 * period, also when delivering failed, and records the run for the health check.
 */
export function createScheduledRun(deps: {
  store: SubmissionStore;
  clock: Clock;
  confirmations: ConfirmationLimit;
  budget: EmailBudget;
  providerFaults: ProviderFaults;
  outcomes: AttemptOutcomes;
  deliver: (submission: StoredSubmission) => Promise<{ delivered: boolean }>;
  sendDigest: () => Promise<void>;
  sendReminders: () => Promise<unknown>;
  /** The follow-ups for a quote's late photos (late-photos.ts); absent where no storage is configured. */
  sendLatePhotos?: (() => Promise<unknown>) | undefined;
  /** Deletes the quotes' photos no longer kept (photo-sweep.ts); absent where no storage is configured. */
  sweepPhotos?: ((now: Date) => Promise<number>) | undefined;
}) {
  const { store, clock, confirmations, budget, providerFaults, outcomes, deliver } = deps;
  return async function runDue(rateWindowMs: number): Promise<RetryRunResult & { deleted: number }> {
    const started = clock.now();
    let attempted = 0;
    let delivered = 0;
    let stopped: unknown;
    try {
      await deps.sendDigest().catch(async (error) => {
        // A provider failure leaves the leads waiting for the next digest; anything else is ours.
        if (!(error instanceof EmailProviderError)) throw error;
        if (error.configuration) await providerFaults.refused(error.message, new Date(clock.now()));
      });
      while (attempted < RETRY_RULES.batchSize && clock.now() - started < RETRY_RULES.runBudgetMs) {
        const now = clock.now();
        const next = await store.claimNext(
          new Date(now),
          new Date(now + RETRY_RULES.leaseMs),
          RETRY_RULES.maxAttempts,
        );
        if (!next) break;
        attempted++;
        try {
          if ((await deliver(next)).delivered) delivered++;
        } catch (error) {
          // A database outage ends the run; anything else is this submission's problem only.
          if (error instanceof DatabaseUnavailableError) throw error;
          await outcomes.failed(next, `unexpected: ${errorText(error)}`);
        }
      }
      // After the leads themselves: a follow-up or a reminder never takes the budget a new lead's
      // notification needs first.
      await deps.sendLatePhotos?.();
      await deps.sendReminders();
    } catch (error) {
      stopped = error;
    }
    // The daily cap's windows are kept for their day.
    const swept = await store.sweep(new Date(clock.now()), Math.max(rateWindowMs, DAY_MS));
    await store.forgetGrantHashes();
    await confirmations.purge(new Date(clock.now()));
    await budget.purge(new Date(clock.now()));
    // Storage failing leaves its photos for the next run; the leads' run is recorded all the same.
    await deps.sweepPhotos?.(new Date(clock.now())).catch((error: unknown) => {
      if (!(error instanceof StorageUnavailableError)) throw error;
      console.error(`send-email: ${error.message}`);
    });
    if (stopped) throw stopped;
    const result = { attempted, delivered, failed: attempted - delivered, deleted: swept.submissions };
    await store.recordRun(RETRY_JOB, new Date(clock.now()), result);
    return result;
  };
}
