import {
  fileStorageMessages,
  type LeadSource,
  type SendEmailRequest,
  type SendEmailResult,
  SPAM_RULES,
  type StoredFile,
  spamMessages,
  storedFileMessages,
} from '@nordkyst/validation';
import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import type { FunctionsConfig } from '../../_shared/config.ts';
import { DatabaseUnavailableError, isDroppedConnection } from '../../_shared/database.ts';
import { createKeyedHash } from '../../_shared/keyed-hash.ts';
import { createClientHashes, type RateLimiter } from '../../_shared/rate-limit.ts';
import { accepted, countedSpam, refused, respond } from '../answers.ts';
import { CHALLENGE_RULES, checkSolution, signatureOf } from '../challenge.ts';
import type { SendEmailEnv } from '../context.ts';
import type { Delivery, DeliveryResult } from '../delivery.ts';
import { fileCheckMessage, grantedFilename, recognisedFilename } from '../file-check.ts';
import { dueTimes } from '../promises.ts';
import { RETRY_RULES } from '../retry-rules.ts';
import { REPEAT_WINDOW_MS, repeatableText } from '../spam.ts';
import type { InsertOutcome } from '../submission-intake.ts';
import type { SubmissionStore } from '../submissions.ts';
import { submittedValues } from '../submitted-values.ts';
import { unstoredAnswer } from '../unstored-answer.ts';
import type { UnstoredLead, UnstoredLeads } from '../unstored-leads.ts';
import type { Grant, UploadGrants } from '../upload-grants.ts';

/** The parts of the source the browser named that passed validation; none when no part did. */
function storedSource(source: LeadSource | undefined): LeadSource | undefined {
  const parts = Object.entries(source ?? {}).filter(([, value]) => value !== undefined);
  return parts.length ? Object.fromEntries(parts) : undefined;
}

/** Whether `grant` was given for this quote (its key) and holds each photo as the quote names it. */
function grantHolds(grant: Grant | undefined, key: string, photos: readonly StoredFile[]): grant is Grant {
  return (
    grant !== undefined &&
    grant.idempotencyKey === key &&
    photos.every((photo) =>
      grant.files.some(
        (file) =>
          file.path === photo.path &&
          file.filename === photo.filename &&
          file.size === photo.size &&
          file.type === photo.type,
      ),
    )
  );
}

/** Tries at storing a lead whose connections broke under it: the default pool's four and one more. */
const STORE_ATTEMPTS = 5;

/**
 * The grant `signature` was given, or `unreadable` when the database cannot be reached (decision 054):
 * the quote then goes past it with its photos named only, since nothing else ties a path to a solution.
 */
async function grantOf(
  grants: UploadGrants | undefined,
  signature: string,
): Promise<Grant | 'unreadable' | undefined> {
  try {
    return await grants?.bySignature(signature);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return 'unreadable';
    throw error;
  }
}

/**
 * `POST …/send-email`, once the middleware has read, validated and de-duplicated the submission: checks
 * the challenge and the attachments' bytes, stores it, and delivers it (a failure is retried later).
 */
export function submitRoute(deps: {
  config: Pick<
    FunctionsConfig,
    | 'altchaHmacKey'
    | 'companyEmail'
    | 'fileLinkMs'
    | 'fileStoreMaxBytes'
    | 'fileStoreClientMaxBytes'
    | 'byteaStoreMaxBytes'
    | 'spamRepeatMax'
    | 'callbackPromiseMs'
    | 'quotePromiseMs'
    | 'filesWaitMs'
  >;
  clock: Clock;
  store: SubmissionStore;
  delivery: Delivery;
  rateLimiter: RateLimiter;
  /** Where a lead goes while the database refuses writes (decision 054). */
  unstored: UnstoredLeads;
  /** The upload grants a quote's photos in storage were given under (issue 49); absent without storage. */
  grants: UploadGrants | undefined;
}): Handler<SendEmailEnv> {
  const { config, clock, store, delivery, rateLimiter, unstored, grants } = deps;
  // The client and its neighbourhood as `rate_limit_windows` keeps them: keyed hashes, never the address.
  const clientHashes = createClientHashes(config.altchaHmacKey);
  const textHash = createKeyedHash(config.altchaHmacKey, 'submission-text');
  // A stored lead is ours: the database failing while it is delivered (a connection the server dropped,
  // say) leaves it pending for the scheduled run, and the visitor hears success, never "try again" for a
  // lead we hold. The notification's Idempotency-Key keeps a resend from mailing it twice.
  const deliverStored = (...args: Parameters<Delivery['deliver']>): Promise<DeliveryResult> =>
    delivery.deliver(...args).catch((error: unknown) => {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      return { delivered: false, error: error.message };
    });
  return async (c) => {
    const submission = c.get('submission');
    const { key: idempotencyKey, requestHash } = c.get('idempotency');
    const lang = submission.formType === 'moldova' ? 'ru' : 'da';
    const { fields, attachments, photos: listed } = submittedValues(submission);
    // A photo in storage goes by the name its grant gave it (decision 058), never the device's own.
    const photos = listed.map((photo) => ({
      ...photo,
      filename: grantedFilename(photo.filename, photo.type),
    }));
    const facts = { formType: submission.formType, attachments: attachments.length };

    const solution = submission.formData[SPAM_RULES.challengeField];
    let challenge = await checkSolution(solution, { secret: config.altchaHmacKey, clock });
    // The photos went up under this solution's grant while it was fresh: the quote that names them may
    // come later (a long form, a phone offline), and the grant vouches for the solution (issue 49).
    const lookedUp = photos.length ? await grantOf(grants, signatureOf(solution) ?? '') : undefined;
    const unreadable = lookedUp === 'unreadable';
    const granted = unreadable ? undefined : lookedUp;
    if (!challenge.ok && challenge.reason === 'expired' && grantHolds(granted, idempotencyKey, photos))
      challenge = {
        ok: true,
        signature: granted.challengeSignature,
        expiresAt: new Date(clock.now() + CHALLENGE_RULES.expiresInMs),
      };
    if (!challenge.ok) {
      const message =
        challenge.reason === 'expired'
          ? spamMessages[lang].challengeExpired
          : spamMessages[lang].challengeInvalid;
      return respond(c, refused(400, message, { outcome: `challenge-${challenge.reason}`, ...facts }));
    }

    // Stored and mailed under a name without control or bidirectional characters, with the
    // extension of the type the bytes were recognised as.
    const named: typeof attachments = [];
    for (const [index, attachment] of attachments.entries()) {
      const filename = await recognisedFilename(attachment);
      if (!filename) {
        const message = fileCheckMessage(attachment.filename);
        const log = { outcome: 'spoofed-file-type', ...facts };
        return respond(c, refused(400, message, log, { [`attachments.${index}`]: [message] }));
      }
      named.push({ ...attachment, filename });
    }

    // The database refuses writes (decision 054): the lead goes straight to the company.
    const pastDatabase = async (lead: Pick<UnstoredLead, 'photos' | 'unverified'>) => {
      const request = { formType: submission.formType, formData: { ...fields, attachments: named } };
      const outcome = await unstored.send({
        idempotencyKey,
        requestHash,
        challenge,
        request: request as SendEmailRequest,
        attachments: named,
        ...lead,
      });
      return respond(c, unstoredAnswer(outcome, lang, facts));
    };
    // The grant could not be read, so the database cannot take the lead either; without the grant no
    // path is proven this solution's (it names a grant, not a solution): the photos go as names only.
    if (unreadable) return pastDatabase({ photos: [], unverified: photos });

    // Photos already in storage: the grant this solution and this quote's key were given names them all.
    const grant = granted?.challengeSignature === challenge.signature ? granted : undefined;
    if (photos.length && !grantHolds(grant, idempotencyKey, photos)) {
      const log = { outcome: 'photos-not-granted', ...facts };
      return respond(c, refused(400, storedFileMessages.path, log, { files: [storedFileMessages.path] }));
    }

    const client = c.get('client');
    const storeLead = async (): Promise<InsertOutcome> => {
      // The day's cap counts only a submission whose challenge passed, each solution once (decision 047).
      if (client && (await rateLimiter.hitDay(client, challenge.signature))) c.set('spam', 'daily-limit');
      const now = clock.now();
      // Spam (decision 047): the client is over its day's cap, or this text came again and again.
      const text = repeatableText(fields);
      const textKey = text === undefined ? undefined : await textHash(text);
      const hashes = client ? await clientHashes(client) : undefined;
      return store.insert({
        idempotencyKey,
        requestHash,
        formType: submission.formType,
        fields,
        attachments: named,
        challenge: { signature: challenge.signature, expiresAt: challenge.expiresAt },
        now: new Date(now),
        leaseUntil: new Date(now + RETRY_RULES.leaseMs),
        filesExpireAt: new Date(now + config.fileLinkMs),
        fileStoreMaxBytes: config.fileStoreMaxBytes,
        byteaStoreMaxBytes: config.byteaStoreMaxBytes,
        clientHash: hashes?.client,
        neighbourhoodHash: hashes?.neighbourhood,
        clientMaxBytes: config.fileStoreClientMaxBytes,
        textHash: textKey,
        spam: c.get('spam'),
        repeatedText: { max: config.spamRepeatMax, since: new Date(now - REPEAT_WINDOW_MS) },
        due: dueTimes(submission.formType, new Date(now), config),
        source: storedSource(submission.source),
        photos: grant && { grantId: grant.id, files: photos, waitUntil: new Date(now + config.filesWaitMs) },
      });
    };
    // Connections the server dropped a moment ago (a restart, a failover) fail, each once or twice: the
    // lead is tried again on the next, so it is kept. Safe: the key and the solution make a repeat the
    // same submission.
    const storeKept = (attempt: number): Promise<InsertOutcome> =>
      storeLead().catch((error: unknown) => {
        if (attempt >= STORE_ATTEMPTS || !isDroppedConnection(error)) throw error;
        return storeKept(attempt + 1);
      });
    let stored: InsertOutcome;
    try {
      stored = await storeKept(1);
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      return pastDatabase({ photos: grant ? photos : [] });
    }
    if (stored.kind === 'challenge-used')
      return respond(
        c,
        refused(400, spamMessages[lang].challengeUsed, { outcome: 'challenge-used', ...facts }),
      );
    if (stored.kind === 'duplicate') return respond(c, accepted(stored.submission, 'repeat'));
    // Spam past its room (decision 054): counted, not stored, answered as any lead is.
    if (stored.kind === 'spam-counted')
      return respond(c, countedSpam(stored.id, `spam-counted: ${c.get('spam') ?? 'repeated-text'}`, facts));
    // Stored, answered as any lead is; no e-mail goes out and no budget is spent.
    if (stored.submission.status === 'spam')
      return respond(c, accepted(stored.submission, `spam: ${c.get('spam') ?? 'repeated-text'}`));
    if (stored.kind === 'files-refused') {
      // The text reached us (and goes to the company, naming the files); the visitor hears what to do
      // with the files. 507: the store (or this client's share of it) is full.
      if (!stored.submission.notificationId) await deliverStored(stored.submission, []);
      const message = fileStorageMessages[lang].storeFull(config.companyEmail);
      return respond(
        c,
        refused(507, message, { outcome: 'files-refused', ...facts }, { attachments: [message] }),
      );
    }

    // Stored: the visitor hears success whatever the provider does now; a failure is retried later.
    const result = await deliverStored(stored.submission, named);
    const answer = result.delivered
      ? accepted({ ...stored.submission, ...result }, result.confirmationId ? 'sent' : 'sent-unconfirmed')
      : accepted(stored.submission, `stored-pending: ${result.error}`);
    // A quote whose photos are still going up says how many (the page keeps sending them).
    if (photos.length)
      answer.body = {
        ...(answer.body as SendEmailResult),
        filesPending: result.delivered ? 0 : (result.photosPending ?? 0),
      };
    return respond(c, answer);
  };
}
