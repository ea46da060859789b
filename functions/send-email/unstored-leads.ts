import { type Attachment, referenceNumber, type SendEmailRequest } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import type { PhotoFile } from './lead-messages.ts';
import { bodyBytes, planAttachments } from './message-size.ts';
import { buildNotification } from './notification-email.ts';
import { notificationMessage } from './notification-message.ts';
import { photoRefusal } from './photo-content-check.ts';
import { type QuoteStorage, StorageUnavailableError } from './quote-storage.ts';
import type { StoredPhoto } from './stored-photos.ts';

/**
 * Leads one isolate sends past a database that refuses writes, in an hour (decision 054). An isolate
 * lives minutes (150 s at most on the free plan), so this bounds a burst, not the hour: what holds
 * across isolates is one e-mail per solved challenge (the Resend key below) and the challenge's highest
 * price while the database cannot count (`challenge-cost.ts`).
 */
export const UNSTORED_LEADS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** How long a sent lead's answer is kept for its repeats: a browser retries within minutes. */
const REMEMBERED_MS = 24 * HOUR_MS;

export type UnstoredLead = {
  idempotencyKey: string;
  requestHash: string;
  challenge: { signature: string; expiresAt: Date };
  request: SendEmailRequest;
  /** The files, checked and safely named, as the request carried them. */
  attachments: Attachment[];
  /** The quote's photos in storage, as the grant of its challenge names them (issue 49). */
  photos: StoredPhoto[];
  /**
   * Photos the quote named while its grant could not be read (the database unreachable): nothing proves
   * them this solution's, so they are named only, never fetched, attached or linked.
   */
  unverified?: StoredPhoto[];
};

export type UnstoredOutcome =
  /** `notificationId` is unknown when Resend had the challenge's e-mail already (another isolate sent it). */
  | { kind: 'sent'; submissionId: string; notificationId?: string; repeat: boolean }
  /** The same Idempotency-Key with other content. */
  | { kind: 'conflict' }
  | { kind: 'challenge-used' }
  /** This isolate sent its hour's share past the database. */
  | { kind: 'full' }
  /** The provider did not take it either: nothing went out, the visitor tries again. */
  | { kind: 'failed'; error: string };

/** Hex SHA-256 of `text`. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The lead's id and Resend key, from its challenge's signature: every isolate names a solution's lead
 * alike, and Resend, which keeps a key 24 hours for every caller, sends one e-mail under it (a replay
 * elsewhere is answered with the first e-mail's id, or refused as another payload: nothing sent).
 */
export async function unstoredIdentity(signature: string) {
  const hex = await sha256(`unstored-lead\n${signature}`);
  // A UUID of version 8 (its bits our own): 4 bits of version and 2 of variant set, 122 from the hash.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  const submissionId = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
  return { submissionId, idempotencyKey: `unstored-notification-${hex}` };
}

/** Resend's answer to a key already used for another payload: the challenge's e-mail went before. */
const sentBefore = (error: EmailProviderError) =>
  error.status === 409 && error.code === 'invalid_idempotent_request';

/**
 * While Postgres refuses writes (read-only, unreachable, full), a lead goes straight to the company in
 * one e-mail that says it was not stored, with the files that fit in it and the quote's photos already
 * in storage (attached by a signed URL Resend fetches while they fit, the rest as links working
 * FILE_LINK_DAYS). Its Resend key comes from the challenge, so a solution is one e-mail in every
 * isolate; this isolate also remembers the challenges and Idempotency-Keys it used, so a repeat gets
 * the first answer without asking Resend, and it asks Resend at most UNSTORED_LEADS_PER_HOUR times.
 */
export function createUnstoredLeads(deps: {
  config: Pick<FunctionsConfig, 'emailFrom' | 'companyEmail' | 'emailMaxBytes' | 'fileLinkMs'>;
  transport: EmailTransport;
  clock: Clock;
  /** Where a quote's photos are (issue 49); without it the photos are named as not come. */
  storage?: QuoteStorage | undefined;
}) {
  const { config, transport, clock, storage } = deps;
  const answers = new Map<string, { requestHash: string; at: number; outcome: Promise<UnstoredOutcome> }>();
  const usedChallenges = new Map<string, number>();
  const sentAt: number[] = [];

  function forgetOld(now: number) {
    for (const [key, answer] of answers) if (now - answer.at > REMEMBERED_MS) answers.delete(key);
    for (const [signature, expiresAt] of usedChallenges)
      if (expiresAt < now) usedChallenges.delete(signature);
    while (sentAt.length && now - (sentAt[0] ?? now) >= HOUR_MS) sentAt.shift();
  }

  /**
   * The photos in storage that are what their grant says (photo-content-check.ts: size, type and first
   * bytes, read only: the database cannot record a refusal now, the scheduled run does once it can),
   * each with a signed URL reading it until `until`; those refused; and those not there. Storage
   * failing too: every photo is named as not come.
   */
  async function photosInStorage(photos: readonly StoredPhoto[], until: number) {
    const none = { present: [] as PhotoFile[], refused: [] as StoredPhoto[], missing: [...photos] };
    if (!storage || !photos.length) return none;
    try {
      const found = { ...none, missing: [] as StoredPhoto[] };
      for (const photo of photos) {
        const refusal = await photoRefusal(storage, photo);
        if (refusal === 'gone') found.missing.push(photo);
        else if (refusal) found.refused.push(photo);
        else {
          const url = await storage.readUrl(photo.path, (until - clock.now()) / 1000, photo.filename);
          found.present.push({
            filename: photo.filename,
            type: photo.type,
            size: photo.size,
            content: { url },
            link: url,
          });
        }
      }
      return found;
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      return none;
    }
  }

  async function deliver(lead: UnstoredLead): Promise<UnstoredOutcome> {
    const { submissionId, idempotencyKey } = await unstoredIdentity(lead.challenge.signature);
    const linksExpireAt = new Date(clock.now() + config.fileLinkMs);
    const { present, refused, missing } = await photosInStorage(lead.photos, linksExpireAt.getTime());
    const files = [...lead.attachments, ...present];
    const isPhoto = (index: number) => index >= lead.attachments.length;
    // The company's list names every file, those in storage too.
    const request = {
      ...lead.request,
      formData: {
        ...lead.request.formData,
        attachments: [...lead.attachments, ...lead.photos, ...(lead.unverified ?? [])],
      },
    } as SendEmailRequest;
    const build = (left: number[]) =>
      buildNotification(request, referenceNumber(submissionId), {
        // A file sent in the body that does not fit is lost; a photo in storage is linked.
        unstored: { files: left.flatMap((index) => (isPhoto(index) ? [] : (files[index] ?? []))) },
        links: left.flatMap((index) => {
          const photo = present[index - lead.attachments.length];
          return isPhoto(index) && photo
            ? [{ filename: photo.filename, size: photo.size, url: photo.link }]
            : [];
        }),
        linksExpireAt,
        missing,
        rejected: refused,
        unverified: lead.unverified ?? [],
      });
    // Sized as if every file were left out (the longest body), so the files chosen fit whatever.
    const plan = planAttachments(
      files,
      bodyBytes(build(files.map((_, index) => index)).notification),
      config.emailMaxBytes,
    );
    try {
      const { id } = await transport.send(
        notificationMessage(config, build(plan.linked), files, plan.attached, idempotencyKey),
      );
      return { kind: 'sent', submissionId, notificationId: id, repeat: false };
    } catch (error) {
      if (!(error instanceof EmailProviderError)) throw error;
      // Another isolate sent this challenge's e-mail (its links signed at another moment): nothing more.
      if (sentBefore(error)) return { kind: 'sent', submissionId, repeat: true };
      return { kind: 'failed', error: error.message };
    }
  }

  return {
    async send(lead: UnstoredLead): Promise<UnstoredOutcome> {
      const now = clock.now();
      forgetOld(now);
      const earlier = answers.get(lead.idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== lead.requestHash) return { kind: 'conflict' };
        const outcome = await earlier.outcome;
        return outcome.kind === 'sent' ? { ...outcome, repeat: true } : outcome;
      }
      if (usedChallenges.has(lead.challenge.signature)) return { kind: 'challenge-used' };
      if (sentAt.length >= UNSTORED_LEADS_PER_HOUR) return { kind: 'full' };
      usedChallenges.set(lead.challenge.signature, lead.challenge.expiresAt.getTime());
      sentAt.push(now);
      const outcome = deliver(lead);
      answers.set(lead.idempotencyKey, { requestHash: lead.requestHash, at: now, outcome });
      const result = await outcome.catch((error: unknown) => ({ kind: 'error' as const, error }));
      if (result.kind === 'sent') return result;
      // Nothing went out: the same solution, key and share serve the visitor's next try.
      answers.delete(lead.idempotencyKey);
      usedChallenges.delete(lead.challenge.signature);
      sentAt.splice(sentAt.indexOf(now), 1);
      if (result.kind === 'error') throw result.error;
      return result;
    },
  };
}

export type UnstoredLeads = ReturnType<typeof createUnstoredLeads>;
