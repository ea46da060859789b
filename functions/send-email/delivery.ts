import type { Attachment } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import { createAttemptOutcomes, GIVEN_UP, type Undelivered } from './attempt-outcomes.ts';
import { createBudgetedSend } from './budgeted-send.ts';
import type { ConfirmationLimit } from './confirmation-limit.ts';
import type { ConfirmationSkipped } from './delivery-records.ts';
import { createDigest } from './digest.ts';
import type { EmailBudget } from './email-budget.ts';
import { createLatePhotos, LATE_PHOTOS_LOOK_MS, LATE_PHOTOS_WINDOW_MS } from './late-photos.ts';
import { confirmationFor, createLeadNotification, type NotificationFile } from './lead-messages.ts';
import { createNotificationPhotos, type DeliveryPhotos } from './notification-photos.ts';
import { createPromiseReminders } from './promise-reminders.ts';
import type { PromiseStore } from './promise-store.ts';
import type { ProviderFaults } from './provider-fault.ts';
import { createScheduledRun } from './scheduled-run.ts';
import type { StoredSubmission } from './stored-submission.ts';
import type { SubmissionStore } from './submissions.ts';

export type DeliveryResult =
  /** `confirmationId` null: the recipient had its share of confirmations today; none was sent. */
  { delivered: true; notificationId: string; confirmationId: string | null } | Undelivered;

type Deps = {
  config: Pick<
    FunctionsConfig,
    | 'emailFrom'
    | 'companyEmail'
    | 'companyName'
    | 'companyPhone'
    | 'companyAddress'
    | 'altchaHmacKey'
    | 'emailMaxBytes'
    | 'publicUrl'
    | 'emailDigestMs'
    | 'fileLinkMs'
    | 'promiseReminderMs'
    | 'studioUrl'
    | 'siteUrl'
    | 'leadActionSecret'
  >;
  transport: EmailTransport;
  store: SubmissionStore;
  clock: Clock;
  confirmations: ConfirmationLimit;
  /** The day's e-mails in all (EMAIL_DAILY_BUDGET). */
  budget: EmailBudget;
  /** The provider refusing the site's key or domain: recorded for the owner, its leads held. */
  providerFaults: ProviderFaults;
  /** The leads' promises, whose reminders each run sends (decision 055). */
  promises: PromiseStore;
  /** A quote's photos in storage (issue 49); absent where no storage is configured. */
  photos?: DeliveryPhotos | undefined;
};

/**
 * Sends stored submissions (the notification first, then the confirmation) and records each step; the
 * scheduled run (scheduled-run.ts) sends those that are due.
 */
export function createDelivery(deps: Deps) {
  const { config, transport, store, clock, confirmations, budget, providerFaults, promises, photos } = deps;
  const sendWithin = createBudgetedSend({ transport, clock, budget, providerFaults });
  const outcomes = createAttemptOutcomes({ config, transport, store, clock, budget, providerFaults });
  const notificationFor = createLeadNotification(config);
  const notificationPhotos = createNotificationPhotos({ photos, clock, fileLinkMs: config.fileLinkMs });

  /**
   * Delivers a stored submission whose attempt is already counted. `attachments` are the files when
   * the caller holds them (the request that stored them); otherwise they are read for this one only.
   */
  async function deliver(submission: StoredSubmission, attachments?: Attachment[]): Promise<DeliveryResult> {
    try {
      let notificationId = submission.notificationId;
      if (!notificationId) {
        const inStorage = await notificationPhotos(submission);
        if ('waiting' in inStorage) {
          const photosPending = inStorage.waiting;
          return { delivered: false, error: `waiting for ${photosPending} photo(s)`, photosPending };
        }
        const taken = new Date(clock.now());
        if (!(await budget.takeNotification(taken))) return outcomes.deferred(submission);
        const files: NotificationFile[] =
          inStorage.files ?? attachments ?? (await store.attachmentsOf(submission.id));
        const { message, linked } = await notificationFor(
          submission,
          files,
          inStorage.missing,
          inStorage.refused,
        );
        notificationId = (await sendWithin('notification', taken, message)).id;
        await store.recordNotification(
          submission.id,
          notificationId,
          linked,
          photos && inStorage.missing.length
            ? {
                photos: inStorage.missing,
                windowEndsAt: new Date(submission.createdAt.getTime() + LATE_PHOTOS_WINDOW_MS),
                checkAt: new Date(clock.now() + LATE_PHOTOS_LOOK_MS),
              }
            : undefined,
        );
      }
      const confirmation = confirmationFor(submission, config);
      // The notification goes out every time; the confirmation only within the recipient's daily share
      // and while the day's budget lasts (skipped, not postponed, when it is spent).
      let confirmationId = submission.confirmationId;
      let skipped: ConfirmationSkipped | null = null;
      let note: string | null = null;
      if (!confirmationId) {
        const taken = new Date(clock.now());
        if (!(await confirmations.claim(confirmation.to, submission.id, taken))) skipped = 'recipient-share';
        else if (!(await budget.takeConfirmation(taken))) skipped = 'budget';
        else {
          try {
            confirmationId = (await sendWithin('confirmation', taken, confirmation)).id;
          } catch (error) {
            // The company has the lead; a confirmation the provider refuses for good (the sender's
            // address, say) is given up, not retried, and the lead says why. One refused for the
            // site's key or domain is held as the notification would be.
            if (!(error instanceof EmailProviderError && error.permanent)) throw error;
            note = `${GIVEN_UP} the confirmation: ${error.message}`;
          }
        }
      }
      await store.recordSent(submission.id, confirmationId, new Date(clock.now()), skipped, note);
      return { delivered: true, notificationId, confirmationId };
    } catch (error) {
      if (!(error instanceof EmailProviderError)) throw error;
      if (error.configuration) return outcomes.held(submission, error);
      if (error.permanent)
        return outcomes.failed(submission, `${GIVEN_UP}: ${error.message}`, { permanent: true });
      return outcomes.failed(submission, error.message, { retryAfterSeconds: error.retryAfterSeconds });
    }
  }

  return {
    deliver,
    runDue: createScheduledRun({
      store,
      clock,
      confirmations,
      budget,
      providerFaults,
      outcomes,
      deliver,
      sendDigest: createDigest({ config, store, clock, budget, sendWithin }),
      sendReminders: createPromiseReminders({ config, transport, clock, budget, promises }),
      sendLatePhotos:
        photos &&
        createLatePhotos({
          config,
          clock,
          budget,
          providerFaults,
          sendWithin,
          stored: photos.stored,
          store: photos.followUps,
        }),
      sweepPhotos: photos?.sweep,
    }),
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
