import type { SendEmailRequest } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { type EmailMessage, EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import type { ConfirmationLimit } from './confirmation-limit.ts';
import { buildConfirmation, buildNotification, referenceNumber } from './emails.ts';
import type { StoredSubmission, SubmissionStore } from './submissions.ts';

/**
 * When a failed delivery is tried again: 30 s, doubling, at most an hour apart, 12 attempts in all
 * (about six hours). All within the 24 hours Resend keeps an Idempotency-Key, so a retry of a message
 * Resend did accept (the answer was lost) is not delivered twice.
 */
export const RETRY_RULES = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 12,
  /** How long a delivery in progress holds its submission before a scheduled run may take it. */
  leaseMs: 2 * 60 * 1000,
  /** Submissions one scheduled run delivers at most (bounded, so one run fits the CPU limit). */
  batchSize: 25,
} as const;

/** Submissions are deleted this long after they arrived; the privacy policy says the same in Danish. */
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export function retryDelayMs(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(RETRY_RULES.maxDelayMs, RETRY_RULES.firstDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

export type DeliveryResult =
  /** `confirmationId` null: the recipient had its share of confirmations today; none was sent. */
  | { delivered: true; notificationId: string; confirmationId: string | null }
  | { delivered: false; error: string };

export type RetryRunResult = { attempted: number; delivered: number; failed: number };

type Deps = {
  config: Pick<
    FunctionsConfig,
    'emailFrom' | 'companyEmail' | 'companyName' | 'companyPhone' | 'companyAddress'
  >;
  transport: EmailTransport;
  store: SubmissionStore;
  clock: Clock;
  confirmations: ConfirmationLimit;
};

/** The two e-mails of a stored submission, keyed by its id so every retry sends the same key. */
function messagesFor(submission: StoredSubmission, config: Deps['config']): [EmailMessage, EmailMessage] {
  const request = {
    formType: submission.formType,
    formData: { ...submission.fields, attachments: submission.attachments },
  } as SendEmailRequest;
  const reference = referenceNumber(submission.id);
  const { notification, sender } = buildNotification(request, reference);
  const company = {
    name: config.companyName,
    email: config.companyEmail,
    phone: config.companyPhone,
    address: config.companyAddress,
  };
  return [
    {
      from: config.emailFrom,
      to: config.companyEmail,
      replyTo: sender,
      ...notification,
      attachments: submission.attachments.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.type,
      })),
      idempotencyKey: `${submission.formType}-notification-${submission.id}`,
    },
    {
      from: config.emailFrom,
      to: sender,
      replyTo: config.companyEmail,
      ...buildConfirmation(submission.formType, reference, company),
      attachments: [],
      idempotencyKey: `${submission.formType}-confirmation-${submission.id}`,
    },
  ];
}

/** Sends stored submissions (the notification first, then the confirmation) and records each step. */
export function createDelivery({ config, transport, store, clock, confirmations }: Deps) {
  async function deliver(submission: StoredSubmission): Promise<DeliveryResult> {
    const [notification, confirmation] = messagesFor(submission, config);
    try {
      let notificationId = submission.notificationId;
      if (!notificationId) {
        notificationId = (await transport.send(notification)).id;
        await store.recordNotification(submission.id, notificationId);
      }
      // The notification goes out every time; the confirmation only within the recipient's daily share.
      let confirmationId = submission.confirmationId;
      if (
        !confirmationId &&
        (await confirmations.claim(confirmation.to, submission.id, new Date(clock.now())))
      )
        confirmationId = (await transport.send(confirmation)).id;
      await store.recordSent(submission.id, confirmationId, new Date(clock.now()));
      return { delivered: true, notificationId, confirmationId };
    } catch (error) {
      if (!(error instanceof EmailProviderError)) throw error;
      const attempts = submission.attempts + 1;
      const retryAt =
        attempts >= RETRY_RULES.maxAttempts
          ? null
          : new Date(clock.now() + retryDelayMs(attempts, error.retryAfterSeconds));
      await store.recordFailure(submission.id, error.message, retryAt);
      return { delivered: false, error: error.message };
    }
  }

  return {
    deliver,

    /** One bounded run of the scheduler: delivers due submissions, then applies the retention period. */
    async runDue(rateWindowMs: number): Promise<RetryRunResult & { deleted: number }> {
      const now = clock.now();
      const due = await store.claimDue(
        new Date(now),
        new Date(now + RETRY_RULES.leaseMs),
        RETRY_RULES.batchSize,
      );
      let delivered = 0;
      // One after another: the provider's rate limit is per account, and a run is small.
      for (const submission of due) if ((await deliver(submission)).delivered) delivered++;
      const swept = await store.sweep(new Date(now), RETENTION_MS, rateWindowMs);
      await confirmations.purge(new Date(now));
      return { attempted: due.length, delivered, failed: due.length - delivered, deleted: swept.submissions };
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
