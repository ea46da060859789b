import type { Attachment, SendEmailRequest } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { DatabaseUnavailableError } from '../_shared/database.ts';
import {
  type EmailMessage,
  EmailProviderError,
  type EmailTransport,
  type FetchedContent,
} from '../_shared/email.ts';
import { DAY_MS } from '../_shared/rate-limit.ts';
import type { ConfirmationLimit } from './confirmation-limit.ts';
import { budgetDay, type EmailBudget } from './email-budget.ts';
import {
  buildBudgetNotice,
  buildConfirmation,
  buildDigest,
  buildNotification,
  type DigestLead,
  referenceNumber,
} from './emails.ts';
import { createFileLinks } from './file-links.ts';
import { bodyBytes, planAttachments } from './message-size.ts';
import { notificationMessage } from './notification-message.ts';
import type { PhotoWaits } from './photo-waits.ts';
import { createPromiseReminders } from './promise-reminders.ts';
import type { PromiseStore } from './promise-store.ts';
import type { ProviderFaults } from './provider-fault.ts';
import { StorageUnavailableError } from './quote-storage.ts';
import { isStoredPhoto, type StoredPhoto, type StoredPhotos } from './stored-photos.ts';
import {
  type ConfirmationSkipped,
  type FileInfo,
  RETRY_JOB,
  type StoredAttachment,
  type StoredSubmission,
  type SubmissionStore,
} from './submissions.ts';

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
  /** Submissions one scheduled run delivers at most. */
  batchSize: 25,
  /**
   * A run takes no new submission after this long, well inside the Edge Function's wall-clock limit
   * (150 s on the free plan), and within the lease of the one it is delivering.
   */
  runBudgetMs: 60_000,
} as const;

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
 * A contact lead is deleted 12 months after it arrived (`public.lead_retention`, per form; the privacy
 * policy): at most 366 days.
 */
export const RETENTION_MS = 366 * DAY_MS;

export function retryDelayMs(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(RETRY_RULES.maxDelayMs, RETRY_RULES.firstDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

export type DeliveryResult =
  /** `confirmationId` null: the recipient had its share of confirmations today; none was sent. */
  | { delivered: true; notificationId: string; confirmationId: string | null }
  | { delivered: false; error: string; photosPending?: number };

export type RetryRunResult = { attempted: number; delivered: number; failed: number };

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
  photos?: { stored: StoredPhotos; waits: PhotoWaits; sweep: (now: Date) => Promise<number> } | undefined;
};

/** How often a quote waiting for its photos looks again, within FILES_WAIT_MINUTES. */
const PHOTO_LOOK_MS = 30_000;

/** A file the notification carries: in the body, in Postgres, or in storage (fetched by the provider). */
type NotificationFile = Attachment | StoredAttachment | PhotoFile;
type PhotoFile = { filename: string; type: string; size: number; content: FetchedContent; link: string };

/** The request a stored submission was, as the e-mails read it (file names only). */
function requestOf(submission: StoredSubmission): SendEmailRequest {
  return {
    formType: submission.formType,
    formData: { ...submission.fields, attachments: submission.files },
  } as SendEmailRequest;
}

/** The confirmation to the sender, keyed by the submission's id so every retry sends the same key. */
function confirmationFor(submission: StoredSubmission, config: Deps['config']): EmailMessage {
  const { sender } = buildNotification(requestOf(submission), '');
  const company = {
    name: config.companyName,
    email: config.companyEmail,
    phone: config.companyPhone,
    address: config.companyAddress,
  };
  return {
    from: config.emailFrom,
    to: sender,
    replyTo: config.companyEmail,
    ...buildConfirmation(submission.formType, referenceNumber(submission.id), company),
    attachments: [],
    idempotencyKey: `${submission.formType}-confirmation-${submission.id}`,
  };
}

/** How a lead given up at once reads in `last_error` (the owner's `leads` view) and the health check. */
export const GIVEN_UP = 'given up, refused for good by the provider';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends stored submissions (the notification first, then the confirmation) and records each step. */
export function createDelivery({
  config,
  transport,
  store,
  clock,
  confirmations,
  budget,
  providerFaults,
  promises,
  photos,
}: Deps) {
  const fileLinks = createFileLinks(config.altchaHmacKey);
  const sendReminders = createPromiseReminders({ config, transport, clock, budget, promises });

  /**
   * The company's notification: every field, and the files that fit under EMAIL_MAX_BYTES attached
   * (in order); the others as signed links until the submission's files expire. `linked` are their
   * positions, kept in the store after sending.
   */
  async function notificationFor(
    submission: StoredSubmission,
    files: NotificationFile[],
    missing: FileInfo[] = [],
  ): Promise<{ message: EmailMessage; linked: number[] }> {
    const request = requestOf(submission);
    const reference = referenceNumber(submission.id);
    const numbered = files.map((file, index) => ({
      file,
      position: 'position' in file ? file.position : index,
    }));
    const base = config.publicUrl;
    const expiresAt = submission.filesExpireAt;
    const links =
      base && expiresAt
        ? await Promise.all(
            numbered.map(async ({ file, position }) => ({
              filename: file.filename,
              size: file.size,
              url:
                'link' in file
                  ? file.link
                  : await fileLinks.url(base, { submissionId: submission.id, position, expiresAt }),
            })),
          )
        : [];
    const build = (linked: number[]) =>
      buildNotification(request, reference, {
        links: linked.flatMap((index) => links[index] ?? []),
        linksExpireAt: expiresAt,
        refused: submission.refusedFiles,
        missing,
      });
    // Sized with every file as a link (the longest body), so the files chosen to go along fit whatever.
    const plan = links.length
      ? planAttachments(files, bodyBytes(build(files.map((_, i) => i)).notification), config.emailMaxBytes)
      : { attached: files.map((_, i) => i), linked: [] };
    return {
      message: notificationMessage(
        config,
        build(plan.linked),
        files,
        plan.attached,
        `${submission.formType}-notification-${submission.id}`,
      ),
      linked: plan.linked.map((index) => numbered[index]?.position ?? index),
    };
  }

  /**
   * Today's notifications are spent: the submission waits, its attempt not counted, for the next
   * digest (or, when the digests are spent too, for the budget's renewal); the owner hears of it once
   * a day (the e-mail the budget keeps for that).
   */
  async function deferred(submission: StoredSubmission) {
    const now = new Date(clock.now());
    const { day, resetsAt } = budgetDay(now);
    await store.defer(
      submission.id,
      resetsAt,
      `the notifications of today's e-mail budget are spent; in the next digest, or after ${resetsAt.toISOString()}`,
      now,
    );
    if (await budget.tellOwnerOnce(now)) {
      const notice = buildBudgetNotice(budget.shares.notifications, config.emailDigestMs / 60_000, resetsAt);
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
    return { delivered: false as const, error: 'the notifications of the day are spent: in the next digest' };
  }

  /**
   * Records a failed attempt (counted when it began): retried after the backoff, or given up after the
   * last attempt, or at once when the provider refused the message for good.
   */
  async function failed(
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
  }

  /**
   * The provider refused the site's key or domain: not the lead's fault. It stays pending with its
   * files and its attempt given back, is tried again with backoff, and the owner is told (`/health`, the
   * banner in Henvendelser) until the provider takes an e-mail again.
   */
  async function held(submission: StoredSubmission, error: EmailProviderError) {
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
  }

  /** Sends an e-mail whose share of the budget was taken at `taken`, and gives it back if Resend refused it. */
  async function sendWithin(
    share: 'notification' | 'confirmation' | 'digest',
    taken: Date,
    message: EmailMessage,
  ) {
    let sent: { id: string };
    try {
      sent = await transport.send(message);
    } catch (error) {
      // An answer with an error status: nothing went out. No status (a timeout, a lost connection): it may have.
      // The refusal is what the caller must hear, even when the database missed the give-back.
      if (error instanceof EmailProviderError && error.status !== undefined)
        await budget.giveBack(share, taken).catch(() => undefined);
      throw error;
    }
    // The provider takes e-mails (again): the leads a refusal of the key or domain held are due. The
    // e-mail is out either way; a clear the database missed is made by the next one.
    const now = clock.now();
    await providerFaults.accepted(new Date(now), new Date(now + RETRY_RULES.leaseMs)).catch(() => undefined);
    return sent;
  }

  /**
   * Delivers a stored submission whose attempt is already counted. `attachments` are the files when
   * the caller holds them (the request that stored them); otherwise they are read for this one only.
   */
  async function deliver(submission: StoredSubmission, attachments?: Attachment[]): Promise<DeliveryResult> {
    try {
      let notificationId = submission.notificationId;
      if (!notificationId) {
        const inStorage = photos ? submission.files.filter(isStoredPhoto) : [];
        let files: NotificationFile[] | undefined = attachments;
        let missing: StoredPhoto[] = [];
        if (photos && inStorage.length) {
          // The photos go up from the visitor's phone on their own: wait for them, FILES_WAIT_MINUTES at most.
          const arrivals = await photos.stored.arrivals(inStorage);
          const waitUntil = submission.filesWaitUntil?.getTime() ?? 0;
          if (arrivals.missing.length && clock.now() < waitUntil) {
            await photos.waits.wait(
              submission.id,
              new Date(Math.min(waitUntil, clock.now() + PHOTO_LOOK_MS)),
            );
            const photosPending = arrivals.missing.length;
            return { delivered: false, error: `waiting for ${photosPending} photo(s)`, photosPending };
          }
          const until = submission.filesExpireAt ?? new Date(clock.now() + config.fileLinkMs);
          files = await Promise.all(
            arrivals.arrived.map(async (photo): Promise<PhotoFile> => {
              const url = await photos.stored.readUrl(photo, until);
              return {
                filename: photo.filename,
                type: photo.type,
                size: photo.size,
                content: { url },
                link: url,
              };
            }),
          );
          missing = arrivals.missing;
        }
        const taken = new Date(clock.now());
        if (!(await budget.takeNotification(taken))) return deferred(submission);
        files ??= await store.attachmentsOf(submission.id);
        const { message, linked } = await notificationFor(submission, files, missing);
        notificationId = (await sendWithin('notification', taken, message)).id;
        await store.recordNotification(submission.id, notificationId, linked);
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
      if (error.configuration) return held(submission, error);
      if (error.permanent) return failed(submission, `${GIVEN_UP}: ${error.message}`, { permanent: true });
      return failed(submission, error.message, { retryAfterSeconds: error.retryAfterSeconds });
    }
  }

  /**
   * The leads waiting for a digest, oldest first (as many as fit, `digestThatFits`), in one e-mail to the company
   * when the digests' share allows one now (one per EMAIL_DIGEST_MINUTES across instances). Their files
   * go as links; each lead is then due for its confirmation.
   */
  async function sendDigest(): Promise<void> {
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
  }

  return {
    deliver,

    /**
     * One scheduled run: claims due submissions one at a time (each with only its own files in memory)
     * until none is due, `batchSize` were tried or `runBudgetMs` has passed; sends the reminders of
     * promises about to end (promise-reminders.ts); then applies the retention
     * period, also when delivering failed, and records the run for the health check.
     */
    async runDue(rateWindowMs: number): Promise<RetryRunResult & { deleted: number }> {
      const started = clock.now();
      let attempted = 0;
      let delivered = 0;
      let stopped: unknown;
      try {
        await sendDigest().catch(async (error) => {
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
            await failed(next, `unexpected: ${errorText(error)}`);
          }
        }
        // After the leads themselves: a reminder never takes the budget a new lead's notification needs first.
        await sendReminders();
      } catch (error) {
        stopped = error;
      }
      // The daily cap's windows are kept for their day.
      const swept = await store.sweep(new Date(clock.now()), Math.max(rateWindowMs, DAY_MS));
      await confirmations.purge(new Date(clock.now()));
      await budget.purge(new Date(clock.now()));
      // Storage failing leaves its photos for the next run; the leads' run is recorded all the same.
      await photos?.sweep(new Date(clock.now())).catch((error: unknown) => {
        if (!(error instanceof StorageUnavailableError)) throw error;
        console.error(`send-email: ${error.message}`);
      });
      if (stopped) throw stopped;
      const result = { attempted, delivered, failed: attempted - delivered, deleted: swept.submissions };
      await store.recordRun(RETRY_JOB, new Date(clock.now()), result);
      return result;
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
