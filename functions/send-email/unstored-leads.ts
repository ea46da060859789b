import type { Attachment, SendEmailRequest } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import { bodyBytes, planAttachments } from './message-size.ts';
import { buildNotification, referenceNumber } from './notification-email.ts';
import { notificationMessage } from './notification-message.ts';

/**
 * Leads one isolate sends past a database that refuses writes, in an hour (decision 054): each took a
 * solved challenge, and with nothing counted in Postgres this is what bounds the company's mailbox and
 * the e-mail budget meanwhile.
 */
export const UNSTORED_LEADS_PER_HOUR = 30;
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
};

export type UnstoredOutcome =
  | { kind: 'sent'; submissionId: string; notificationId: string; repeat: boolean }
  /** The same Idempotency-Key with other content. */
  | { kind: 'conflict' }
  | { kind: 'challenge-used' }
  /** This isolate sent its hour's share past the database. */
  | { kind: 'full' }
  /** The provider did not take it either: nothing went out, the visitor tries again. */
  | { kind: 'failed'; error: string };

/**
 * While Postgres refuses writes (read-only, unreachable, full), a lead goes straight to the company in
 * one e-mail that says it was not stored, with the files that fit in it. This isolate remembers the
 * challenges and Idempotency-Keys it used meanwhile, so a solution cannot be replayed and a repeat
 * gets the first answer without a second e-mail, and it sends at most UNSTORED_LEADS_PER_HOUR.
 */
export function createUnstoredLeads(deps: {
  config: Pick<FunctionsConfig, 'emailFrom' | 'companyEmail' | 'emailMaxBytes'>;
  transport: EmailTransport;
  clock: Clock;
}) {
  const { config, transport, clock } = deps;
  const answers = new Map<string, { requestHash: string; at: number; outcome: Promise<UnstoredOutcome> }>();
  const usedChallenges = new Map<string, number>();
  const sentAt: number[] = [];

  function forgetOld(now: number) {
    for (const [key, answer] of answers) if (now - answer.at > REMEMBERED_MS) answers.delete(key);
    for (const [signature, expiresAt] of usedChallenges)
      if (expiresAt < now) usedChallenges.delete(signature);
    while (sentAt.length && now - (sentAt[0] ?? now) >= HOUR_MS) sentAt.shift();
  }

  async function deliver(lead: UnstoredLead): Promise<UnstoredOutcome> {
    const submissionId = crypto.randomUUID();
    const files = lead.attachments;
    const build = (left: number[]) =>
      buildNotification(lead.request, referenceNumber(submissionId), {
        unstored: { files: left.flatMap((index) => files[index] ?? []) },
      });
    // Sized as if every file were left out (the longest body), so the files chosen fit whatever.
    const plan = planAttachments(
      files,
      bodyBytes(build(files.map((_, index) => index)).notification),
      config.emailMaxBytes,
    );
    try {
      const { id } = await transport.send(
        notificationMessage(
          config,
          build(plan.linked),
          files,
          plan.attached,
          `${lead.request.formType}-notification-${submissionId}`,
        ),
      );
      return { kind: 'sent', submissionId, notificationId: id, repeat: false };
    } catch (error) {
      if (error instanceof EmailProviderError) return { kind: 'failed', error: error.message };
      throw error;
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
