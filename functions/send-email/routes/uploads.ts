import {
  fieldErrors,
  spamMessages,
  storedFileMessages,
  uploadGrantMessages,
  uploadGrantRequestSchema,
} from '@nordkyst/validation';
import type { Context, Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import type { FunctionsConfig } from '../../_shared/config.ts';
import { decodeUtf8 } from '../../_shared/http.ts';
import {
  addressBucket,
  clientAddress,
  createClientHashes,
  DAY_MS,
  NEIGHBOURHOOD_FACTOR,
  type RateLimiter,
} from '../../_shared/rate-limit.ts';
import { refused, respond } from '../answers.ts';
import { checkSolution, signatureOf } from '../challenge.ts';
import type { SendEmailEnv } from '../context.ts';
import type { DatabaseWatch } from '../database-watch.ts';
import { grantedFilename } from '../file-check.ts';
import { neighbourhoodShare } from '../file-store-ceiling.ts';
import { sendEmailMessages } from '../messages.ts';
import type { QuoteStorage } from '../quote-storage.ts';
import type { StorageWatch } from '../storage-watch.ts';
import { type UploadGrants, uploadPath } from '../upload-grants.ts';

/** How long a grant's upload tokens work (Supabase's signed upload URLs: two hours). */
export const GRANT_MS = 2 * 60 * 60 * 1000;

/**
 * A refused photo's errors under `attachments.<n>`, as the page reads them (`files.0.type` names the
 * first photo's type); every other error as it is.
 */
function byAttachment(errors: Record<string, string[]>): Record<string, string[]> {
  const keyed: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const photo = key.replace(/^files\.(\d+)(\..*)?$/, 'attachments.$1');
    keyed[photo] = [...(keyed[photo] ?? []), ...messages];
  }
  return keyed;
}

/** Seconds until the next UTC day, when the client's day starts anew. */
const secondsToNextDay = (now: number) => Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));

/** 429 with the rate limit's Danish message, as `POST /` answers it. */
function rateLimited(
  c: Context<SendEmailEnv>,
  retryAfterSeconds: number,
  facts: { outcome?: string; formType: 'quote'; attachments: number },
) {
  return respond(c, {
    ...refused(429, sendEmailMessages.rateLimited.da, { outcome: 'rate-limited', ...facts }),
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/**
 * `POST …/send-email/uploads` (issue 49): signed upload URLs for a quote's photos, one a photo, after
 * the form's proof of work, within the client's share and the store's ceiling (FILE_STORE_*). The same
 * quote's key and solution get the same grant back, with the photos picked since added. Counted as a
 * submission is (the client's window and day), at most two open grants a client and ten paths a
 * grant, none while the database is nearly full (decision 057).
 */
export function uploadsRoute(deps: {
  config: Pick<
    FunctionsConfig,
    'altchaHmacKey' | 'fileStoreMaxBytes' | 'fileStoreClientMaxBytes' | 'companyEmail' | 'clientAddressHeader'
  > &
    Partial<Pick<FunctionsConfig, 'neighbourhoodFactor'>>;
  clock: Clock;
  grants: UploadGrants;
  storage: QuoteStorage;
  /** The client's window and day, as `POST /` counts them (decision 057). */
  rateLimiter: RateLimiter;
  /** The database's size: no new grant while it is nearly full. */
  database: DatabaseWatch;
  /** The photos in Storage against STORAGE_MAX_BYTES: no grant past it (decision 058). */
  storageWatch?: StorageWatch | undefined;
}): Handler<SendEmailEnv> {
  const { config, clock, grants, storage, rateLimiter, database } = deps;
  // The client and its neighbourhood (an IPv6 /48, an IPv4 /24) as `rate_limit_windows` keeps them; the
  // neighbourhood holds `neighbourhoodFactor` clients' file share (decision 054; 0: not counted).
  const clientHashes = createClientHashes(config.altchaHmacKey);
  const factor = config.neighbourhoodFactor ?? NEIGHBOURHOOD_FACTOR;
  const neighbourhoodMaxBytes = neighbourhoodShare(config.fileStoreClientMaxBytes, factor);
  return async (c) => {
    const idempotencyKey = c.get('headerKey');
    if (!idempotencyKey)
      return respond(c, refused(400, sendEmailMessages.badIdempotencyKey, 'upload-without-key'));
    const text = decodeUtf8(c.get('body'));
    let raw: unknown;
    try {
      raw = JSON.parse(text ?? '');
    } catch {
      return respond(c, refused(400, sendEmailMessages.malformedJson, 'malformed-json'));
    }
    const parsed = uploadGrantRequestSchema.safeParse(raw);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      const only = errors.altcha?.[0];
      if (Object.keys(errors).length === 1 && only)
        return respond(c, refused(400, only, 'challenge-missing'));
      return respond(c, refused(400, sendEmailMessages.invalid.da, 'upload-invalid', byAttachment(errors)));
    }
    const { altcha } = parsed.data;
    // Named as the base64 path names a file (decision 058): no control or bidirectional characters, the
    // extension of its declared type, which its bytes must be when it arrives. The quote names it so too.
    const files = parsed.data.files.map((file) => ({
      ...file,
      filename: grantedFilename(file.filename, file.type),
    }));
    const facts = { formType: 'quote' as const, attachments: files.length };
    const address = clientAddress(c.req.raw, c.env?.remoteAddress, config.clientAddressHeader);
    const client = address ? addressBucket(address) : undefined;
    // Asked again under its own solution and key (more photos picked, tokens renewed): the same grant,
    // counted once in the client's window, as its first ask was (decision 057).
    const asked = await grants.bySignature(signatureOf(altcha) ?? '');
    const again = asked !== undefined && asked.idempotencyKey === idempotencyKey && !asked.submissionId;
    if (client && !again) {
      const rate = await rateLimiter.hitWindow(client);
      if (!rate.allowed) return rateLimited(c, rate.retryAfterSeconds, facts);
    }
    const challenge = await checkSolution(altcha, { secret: config.altchaHmacKey, clock });
    if (!challenge.ok) {
      const message =
        challenge.reason === 'expired' ? spamMessages.da.challengeExpired : spamMessages.da.challengeInvalid;
      return respond(c, refused(400, message, { outcome: `challenge-${challenge.reason}`, ...facts }));
    }
    if (await grants.challengeUsed(challenge.signature))
      return respond(c, refused(400, spamMessages.da.challengeUsed, { outcome: 'challenge-used', ...facts }));
    // A new grant adds rows the database may not have room for (decision 054's watch).
    if (!again && (await database.usage()).nearlyFull) {
      const message = uploadGrantMessages.da.databaseFull(config.companyEmail);
      return respond(
        c,
        refused(507, message, { outcome: 'uploads-refused: database-nearly-full', ...facts }),
      );
    }
    // Storage past STORAGE_MAX_BYTES (decision 058): no photo is taken; the page sends the text without.
    if ((await deps.storageWatch?.usage())?.full) {
      const message = storedFileMessages.storageFull(config.companyEmail);
      return respond(c, refused(507, message, { outcome: 'uploads-refused: storage-full', ...facts }));
    }
    // The client's day counts a grant as it counts a submission: its solution once, so the quote it
    // vouches for is not counted again (routes/submit.ts). Past it, no upload path is handed out.
    if (client && (await rateLimiter.hitDay(client, challenge.signature)))
      return rateLimited(c, secondsToNextDay(clock.now()), {
        ...facts,
        outcome: 'uploads-refused: daily-limit',
      });
    const hashes = client ? await clientHashes(client) : undefined;
    const now = new Date(clock.now());
    const tokenExpiresAt = new Date(now.getTime() + GRANT_MS);
    const grant = await grants.grant({
      signature: challenge.signature,
      idempotencyKey,
      clientHash: hashes?.client,
      neighbourhoodHash: neighbourhoodMaxBytes > 0 ? hashes?.neighbourhood : undefined,
      now,
      tokenExpiresAt,
      files,
      pathFor: uploadPath,
      storeMaxBytes: config.fileStoreMaxBytes,
      clientMaxBytes: config.fileStoreClientMaxBytes,
      neighbourhoodMaxBytes,
    });
    if (grant === 'taken' || grant === 'claimed')
      return respond(c, refused(400, spamMessages.da.challengeUsed, { outcome: 'challenge-used', ...facts }));
    if (grant === 'open') {
      const log = { outcome: 'uploads-refused: open-grants', ...facts };
      return respond(c, {
        ...refused(429, uploadGrantMessages.da.tooManyOpen, log),
        headers: { 'Retry-After': String(GRANT_MS / 1000) },
      });
    }
    if (grant === 'paths') {
      const message = uploadGrantMessages.da.tooManyPaths(config.companyEmail);
      return respond(c, refused(409, message, { outcome: 'uploads-refused: paths-spent', ...facts }));
    }
    if (grant === 'full') {
      const message = uploadGrantMessages.da.storeFull(config.companyEmail);
      return respond(
        c,
        refused(507, message, { outcome: 'uploads-refused', ...facts }, { attachments: [message] }),
      );
    }
    // This isolate's watch counts what it granted until its next reading.
    const known = new Set(asked?.files.map((file) => file.path));
    deps.storageWatch?.granted(
      grant.files.filter((file) => !known.has(file.path)).reduce((sum, file) => sum + file.size, 0),
    );
    // A grant asked again after a photo went up (more photos picked): that photo's path is answered
    // `uploaded`, with no token, as Storage signs no upload over an object.
    const signed = await Promise.all(
      grant.files.map(async (file) => {
        const token = await storage.signUpload(file.path);
        return {
          position: file.position,
          filename: file.filename,
          type: file.type,
          size: file.size,
          path: file.path,
          ...(token ? { token } : { uploaded: true }),
        };
      }),
    );
    return respond(c, {
      status: 200,
      body: {
        success: true,
        grantId: grant.id,
        endpoint: storage.uploadEndpoint(),
        expiresAt: tokenExpiresAt.toISOString(),
        files: signed,
      },
      log: { outcome: 'uploads-granted', ...facts },
      headers: { 'Cache-Control': 'no-store' },
    });
  };
}
