import { referenceNumber } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { type EmailMessage, EmailProviderError } from '../_shared/email.ts';
import { DAY_MS } from '../_shared/rate-limit.ts';
import { GIVEN_UP } from './attempt-outcomes.ts';
import type { BudgetedSend } from './budgeted-send.ts';
import type { EmailBudget } from './email-budget.ts';
import type { LatePhotoStore, LatePhotos } from './late-photo-store.ts';
import { buildLatePhotos } from './late-photos-email.ts';
import { bodyBytes, planAttachments } from './message-size.ts';
import { notificationMessage } from './notification-message.ts';
import { photoFiles } from './notification-photos.ts';
import type { ProviderFaults } from './provider-fault.ts';
import { StorageUnavailableError } from './quote-storage.ts';
import { RETRY_RULES, retryDelayMs } from './retry-rules.ts';
import type { PhotoArrivals, StoredPhoto, StoredPhotos } from './stored-photos.ts';

/**
 * How long the photos a notification went without are waited for: a day after the quote, as long as
 * the page keeps them to send (and Henvendelser says they are on their way).
 */
export const LATE_PHOTOS_WINDOW_MS = DAY_MS;
/** How often storage is looked in for them meanwhile; the page's "all in" makes it at once. */
export const LATE_PHOTOS_LOOK_MS = 5 * 60_000;
/** Follow-ups one scheduled run looks at, at most. */
const LATE_PHOTOS_BATCH = 25;

/**
 * The scheduled run's follow-ups for late photos (issue 49): a quote whose notification went without some
 * of its photos gets ONE short e-mail with those that came since, when the last of them comes, or at the
 * end of the day's window with those that came by then; none when none came. One e-mail, never two: the
 * lead's row says it went (`recordSent`) and only a waiting row is sent, under one Resend key. Within the
 * notifications' share of the day's budget; a transient failure of the provider is retried with the
 * notification's backoff, a refusal of the message itself gives it up, a refusal of the site's key or
 * domain is recorded for the owner and waits.
 */
export function createLatePhotos(deps: {
  config: Pick<FunctionsConfig, 'emailFrom' | 'companyEmail' | 'emailMaxBytes' | 'fileLinkMs'>;
  clock: Clock;
  budget: EmailBudget;
  providerFaults: ProviderFaults;
  sendWithin: BudgetedSend;
  stored: StoredPhotos;
  store: LatePhotoStore;
}) {
  const { config, clock, budget, providerFaults, sendWithin, stored, store } = deps;

  /** The follow-up as the transport sends it: the photos that came attached by a signed URL Resend fetches. */
  async function messageFor(lead: LatePhotos, arrivals: PhotoArrivals<StoredPhoto>): Promise<EmailMessage> {
    const until = lead.filesExpireAt ?? new Date(clock.now() + config.fileLinkMs);
    const files = await photoFiles(stored, arrivals.arrived, until);
    const build = (linked: number[]) =>
      buildLatePhotos({
        fields: lead.fields,
        reference: referenceNumber(lead.id),
        arrived: files,
        extras: {
          links: linked.flatMap((index) => {
            const file = files[index];
            return file ? [{ filename: file.filename, size: file.size, url: file.link }] : [];
          }),
          linksExpireAt: until,
          missing: arrivals.missing,
          rejected: arrivals.refused,
        },
      });
    // Sized with every photo as a link (the longest body), as the notification is.
    const all = files.map((_, index) => index);
    const plan = planAttachments(files, bodyBytes(build(all).notification), config.emailMaxBytes);
    return notificationMessage(config, build(plan.linked), files, plan.attached, `quote-photos-${lead.id}`);
  }

  /** Sends one lead's follow-up; `stop`: no other is sent in this run (the budget spent, the site refused). */
  async function send(lead: LatePhotos, message: EmailMessage): Promise<'sent' | 'failed' | 'stop'> {
    const taken = new Date(clock.now());
    if (!(await budget.takeNotification(taken))) {
      await store.lookAgain(lead.id, new Date(taken.getTime() + LATE_PHOTOS_LOOK_MS));
      return 'stop';
    }
    try {
      const { id } = await sendWithin('notification', taken, message);
      await store.recordSent(lead.id, id, new Date(clock.now()));
      return 'sent';
    } catch (error) {
      if (!(error instanceof EmailProviderError)) throw error;
      const now = clock.now();
      if (error.configuration) {
        await providerFaults.refused(error.message, new Date(now));
        await store.lookAgain(lead.id, new Date(now + RETRY_RULES.firstDelayMs));
        return 'stop';
      }
      const attempts = lead.attempts + 1;
      const retryAt =
        error.permanent || attempts >= RETRY_RULES.maxAttempts
          ? null
          : new Date(now + retryDelayMs(attempts, error.retryAfterSeconds));
      const detail = error.permanent ? `${GIVEN_UP}: ${error.message}` : error.message;
      await store.recordFailure(lead.id, detail, retryAt, new Date(now));
      return 'failed';
    }
  }

  return async function sendLatePhotos(): Promise<{ followedUp: number }> {
    const now = clock.now();
    const due = await store.claimDue(new Date(now), new Date(now + RETRY_RULES.leaseMs), LATE_PHOTOS_BATCH);
    let followedUp = 0;
    for (const lead of due) {
      try {
        const arrivals = await stored.arrivals(lead.photos);
        const at = clock.now();
        if (arrivals.missing.length && at < lead.windowEndsAt.getTime()) {
          await store.lookAgain(
            lead.id,
            new Date(Math.min(lead.windowEndsAt.getTime(), at + LATE_PHOTOS_LOOK_MS)),
          );
          continue;
        }
        if (!arrivals.arrived.length) {
          await store.recordNone(lead.id);
          continue;
        }
        const outcome = await send(lead, await messageFor(lead, arrivals));
        if (outcome === 'stop') break;
        if (outcome === 'sent') followedUp++;
      } catch (error) {
        // Storage failing: the lead's lease runs out and a later run looks again.
        if (!(error instanceof StorageUnavailableError)) throw error;
        console.error(`send-email: ${error.message}`);
        break;
      }
    }
    return { followedUp };
  };
}
