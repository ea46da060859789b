import {
  fieldErrors,
  fileStorageMessages,
  spamMessages,
  uploadGrantRequestSchema,
} from '@nordkyst/validation';
import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import type { FunctionsConfig } from '../../_shared/config.ts';
import { decodeUtf8 } from '../../_shared/http.ts';
import { createKeyedHash } from '../../_shared/keyed-hash.ts';
import { addressBucket, clientAddress } from '../../_shared/rate-limit.ts';
import { refused, respond } from '../answers.ts';
import { checkSolution } from '../challenge.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';
import type { QuoteStorage } from '../quote-storage.ts';
import { type UploadGrants, uploadPath } from '../upload-grants.ts';

/** How long a grant's upload tokens work (Supabase's signed upload URLs: two hours). */
export const GRANT_MS = 2 * 60 * 60 * 1000;

/**
 * `POST …/send-email/uploads` (issue 49): signed upload URLs for a quote's photos, one a photo, after
 * the form's proof of work, within the client's share and the store's ceiling (FILE_STORE_*). The same
 * quote's key and solution get the same grant back, with the photos picked since added.
 */
export function uploadsRoute(deps: {
  config: Pick<
    FunctionsConfig,
    'altchaHmacKey' | 'fileStoreMaxBytes' | 'fileStoreClientMaxBytes' | 'companyEmail' | 'clientAddressHeader'
  >;
  clock: Clock;
  grants: UploadGrants;
  storage: QuoteStorage;
}): Handler<SendEmailEnv> {
  const { config, clock, grants, storage } = deps;
  const clientHash = createKeyedHash(config.altchaHmacKey, 'client-address');
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
      return respond(c, refused(400, sendEmailMessages.invalid.da, 'upload-invalid', errors));
    }
    const { files, altcha } = parsed.data;
    const facts = { formType: 'quote' as const, attachments: files.length };
    const challenge = await checkSolution(altcha, { secret: config.altchaHmacKey, clock });
    if (!challenge.ok) {
      const message =
        challenge.reason === 'expired' ? spamMessages.da.challengeExpired : spamMessages.da.challengeInvalid;
      return respond(c, refused(400, message, { outcome: `challenge-${challenge.reason}`, ...facts }));
    }
    if (await grants.challengeUsed(challenge.signature))
      return respond(c, refused(400, spamMessages.da.challengeUsed, { outcome: 'challenge-used', ...facts }));
    const address = clientAddress(c.req.raw, c.env?.remoteAddress, config.clientAddressHeader);
    const client = address ? addressBucket(address) : undefined;
    const now = new Date(clock.now());
    const grant = await grants.grant({
      signature: challenge.signature,
      idempotencyKey,
      clientHash: client ? await clientHash(client) : undefined,
      now,
      expiresAt: new Date(now.getTime() + GRANT_MS),
      files,
      pathFor: uploadPath,
      storeMaxBytes: config.fileStoreMaxBytes,
      clientMaxBytes: config.fileStoreClientMaxBytes,
    });
    if (grant === 'taken' || grant === 'claimed')
      return respond(c, refused(400, spamMessages.da.challengeUsed, { outcome: 'challenge-used', ...facts }));
    if (grant === 'full') {
      const message = fileStorageMessages.da.storeFull(config.companyEmail);
      return respond(
        c,
        refused(507, message, { outcome: 'uploads-refused', ...facts }, { attachments: [message] }),
      );
    }
    const signed = await Promise.all(
      grant.files.map(async (file) => ({
        position: file.position,
        filename: file.filename,
        type: file.type,
        size: file.size,
        path: file.path,
        token: await storage.signUpload(file.path),
      })),
    );
    return respond(c, {
      status: 200,
      body: {
        success: true,
        grantId: grant.id,
        endpoint: storage.uploadEndpoint(),
        expiresAt: new Date(now.getTime() + GRANT_MS).toISOString(),
        files: signed,
      },
      log: { outcome: 'uploads-granted', ...facts },
      headers: { 'Cache-Control': 'no-store' },
    });
  };
}
