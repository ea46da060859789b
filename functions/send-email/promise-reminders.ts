import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import type { EmailBudget } from './email-budget.ts';
import { createOneTapActions } from './one-tap-actions.ts';
import type { PromiseStore } from './promise-store.ts';
import { buildReminder } from './reminder-email.ts';

/** Reminders one scheduled run sends at most; the rest wait for the next run (a minute later). */
export const REMINDER_BATCH = 25;

type Deps = {
  config: Pick<
    FunctionsConfig,
    'emailFrom' | 'companyEmail' | 'promiseReminderMs' | 'studioUrl' | 'siteUrl' | 'leadActionSecret'
  >;
  transport: EmailTransport;
  clock: Clock;
  /** The company's notifications' share of the day's e-mails pays for reminders (decision 055). */
  budget: EmailBudget;
  promises: PromiseStore;
};

/**
 * The scheduled run's reminders (issue 51, point 3): one e-mail to the company per open promise from
 * PROMISE_REMINDER_MINUTES before it ends (also one already past its end that never had one), never two:
 * each is claimed by one conditional update before it is sent, and given back only when the provider
 * answered with an error status (nothing went out) that a later run may not get again. Within the notifications' share of the day's
 * budget; once it is spent the rest wait, unclaimed, for a later run.
 */
export function createPromiseReminders({ config, transport, clock, budget, promises }: Deps) {
  const oneTap = createOneTapActions(config);
  return async function sendReminders(): Promise<{ reminded: number }> {
    const due = await promises.dueForReminder(
      new Date(clock.now() + config.promiseReminderMs),
      REMINDER_BATCH,
    );
    let reminded = 0;
    for (const promise of due) {
      const at = new Date(clock.now());
      if (!(await budget.takeNotification(at))) break;
      if (!(await promises.claim(promise.id, promise.kind, at))) {
        // Another run has it, or it was kept, marked spam or erased since it was read.
        await budget.giveBack('notification', at);
        continue;
      }
      try {
        await transport.send({
          from: config.emailFrom,
          to: config.companyEmail,
          ...buildReminder(
            promise,
            at,
            config.studioUrl,
            await oneTap(promise.id, [promise.kind], promise.receivedAt),
          ),
          attachments: [],
          idempotencyKey: `promise-reminder-${promise.kind}-${promise.id}`,
        });
        reminded++;
      } catch (error) {
        if (!(error instanceof EmailProviderError)) throw error;
        // No status (a timeout, a lost connection): it may have gone out, so it stays claimed.
        if (error.status === undefined) continue;
        await budget.giveBack('notification', at);
        // Refused for this message itself: it would be refused again every minute, so it is given up.
        if (!error.permanent) await promises.release(promise.id, promise.kind, at);
        // The provider refuses the site's key or domain: so it would every other reminder of this run.
        if (error.configuration) break;
      }
    }
    return { reminded };
  };
}

export type PromiseReminders = ReturnType<typeof createPromiseReminders>;
