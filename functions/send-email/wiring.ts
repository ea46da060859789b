import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import type { Sql } from '../_shared/database.ts';
import type { EmailTransport } from '../_shared/email.ts';
import { createDatabaseRateLimiter, unlimited } from '../_shared/rate-limit.ts';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { createChallengeCost } from './challenge-cost.ts';
import { createConfirmationLimit } from './confirmation-limit.ts';
import { createDatabaseWatch } from './database-watch.ts';
import { createEmailBudget } from './email-budget.ts';
import { createSendEmailHandler, type SendEmailDeps } from './handler.ts';
import { createLatePhotoStore } from './late-photo-store.ts';
import { createPhotoArrivalCheck } from './photo-arrival-check.ts';
import { createPhotoSweep } from './photo-sweep.ts';
import { createPhotoWaits } from './photo-waits.ts';
import { createPromiseStore } from './promise-store.ts';
import { createProviderFaults } from './provider-fault.ts';
import { createQuoteStorage } from './quote-storage.ts';
import { createSpamRoom } from './spam-room.ts';
import { createStorageWatch } from './storage-watch.ts';
import { createSubmissionStore } from './submissions.ts';
import { createUploadGrants } from './upload-grants.ts';

/** Resend's transport as the configuration names it (key, endpoint, timeout). */
export function resendTransportFrom(config: FunctionsConfig & { resendApiKey: string }): EmailTransport {
  return createResendTransport({
    apiKey: config.resendApiKey,
    endpoint: config.resendApiUrl,
    timeoutMs: config.resendTimeoutMs,
  });
}

/**
 * send-email built from the configuration: its rate limiter, store, confirmation cap and e-mail budget
 * over one Postgres connection. Both entries (the Deno entry and the local runner) build it here and
 * only here, so a limit cannot hold in one and not the other; they differ only in the transport and clock.
 */
export function sendEmailFromConfig(options: {
  config: FunctionsConfig;
  sql: Sql;
  clock: Clock;
  transport: EmailTransport;
  log?: SendEmailDeps['log'];
  /** The local runner's own storage, whose address it knows once it listens; else SUPABASE_URL's. */
  storage?: { url: () => string; serviceKey: string };
}) {
  const { config, sql, clock, transport } = options;
  const uploadsFor = (place: { url: () => string; serviceKey: string }) => {
    const quoteStorage = createQuoteStorage({ ...place, uploadEndpoint: config.storageUploadUrl });
    const grants = createUploadGrants(sql);
    return {
      storage: quoteStorage,
      grants,
      arrivalCheck: createPhotoArrivalCheck({ sql, storage: quoteStorage, grants }),
      storageWatch: createStorageWatch({ sql, clock, maxBytes: config.storageMaxBytes }),
      waits: createPhotoWaits(sql),
      followUps: createLatePhotoStore(sql),
      sweep: createPhotoSweep({ sql, storage: quoteStorage }),
    };
  };
  const storageUrl = config.storageUrl;
  const storage =
    options.storage ??
    (storageUrl && config.storageServiceKey
      ? { url: () => storageUrl, serviceKey: config.storageServiceKey }
      : undefined);
  const database = createDatabaseWatch({ sql, clock, maxBytes: config.databaseMaxBytes });
  return createSendEmailHandler({
    config,
    transport,
    clock,
    rateLimiter:
      config.rateLimitMax > 0 || config.rateLimitDailyMax > 0
        ? createDatabaseRateLimiter({
            sql,
            limit: config.rateLimitMax,
            windowMs: config.rateLimitWindowMs,
            dailyLimit: config.rateLimitDailyMax,
            neighbourhoodFactor: config.neighbourhoodFactor,
            secret: config.altchaHmacKey,
            clock,
          })
        : unlimited,
    store: createSubmissionStore(sql, {
      spamRoom: createSpamRoom({
        storeMaxBytes: config.spamStoreMaxBytes,
        database,
        neighbourhoodFactor: config.neighbourhoodFactor,
      }),
      neighbourhoodFactor: config.neighbourhoodFactor,
    }),
    database,
    confirmations: createConfirmationLimit(sql, config.confirmationsPerRecipient, config.altchaHmacKey),
    budget: createEmailBudget(sql, config.emailDailyBudget, config.emailConfirmationPercent),
    challengeCost: createChallengeCost({
      sql,
      clock,
      secret: config.altchaHmacKey,
      windowMs: config.rateLimitWindowMs,
      rules: config,
    }),
    providerFaults: createProviderFaults(sql),
    promises: createPromiseStore(sql),
    uploads: storage && uploadsFor(storage),
    ...(options.log ? { log: options.log } : {}),
  });
}
