import type { Clock } from '../_shared/clock.ts';
import type { Sql } from '../_shared/database.ts';
import { unlimited } from '../_shared/rate-limit.ts';
import { createChallengeCost } from '../send-email/challenge-cost.ts';
import { createConfirmationLimit } from '../send-email/confirmation-limit.ts';
import { createDatabaseWatch } from '../send-email/database-watch.ts';
import { createEmailBudget } from '../send-email/email-budget.ts';
import type { SendEmailDeps } from '../send-email/handler.ts';
import { createLatePhotoStore } from '../send-email/late-photo-store.ts';
import { createPhotoArrivalCheck } from '../send-email/photo-arrival-check.ts';
import { createPhotoSweep } from '../send-email/photo-sweep.ts';
import { createPhotoWaits } from '../send-email/photo-waits.ts';
import { createPromiseStore } from '../send-email/promise-store.ts';
import { createProviderFaults } from '../send-email/provider-fault.ts';
import { createQuoteStorage } from '../send-email/quote-storage.ts';
import { createSubmissionStore } from '../send-email/submissions.ts';
import { createUploadGrants } from '../send-email/upload-grants.ts';
import { HASH_SECRET, LEAD_ACTION_SECRET } from './fixtures.ts';

/** The promises' configuration as by default (decision 055), for tests that write their configuration out. */
export const promiseConfig = {
  callbackPromiseMs: 1440 * 60_000,
  quotePromiseMs: 2880 * 60_000,
  promiseReminderMs: 240 * 60_000,
  studioUrl: 'https://nordkyst.sanity.studio',
  siteUrl: 'https://nordkystbyg.dk',
  // Signs the e-mails' one-tap actions (decision 062); `leads` checks them with the same.
  leadActionSecret: LEAD_ACTION_SECRET,
};

/** The wait for a quote's photos in storage, as configured by default (issue 49). */
export const photosConfig = { filesWaitMs: 10 * 60_000 };

/** Where the local runner serves send-email, as the tests' requests and links name it. */
export const SEND_EMAIL_URL = 'http://127.0.0.1:54321/functions/v1/send-email';

/** The site's origin, the one the handler's configuration allows. */
export const SITE_ORIGIN = 'http://127.0.0.1:4173';

/**
 * The handler's whole configuration as the demo company's defaults have it, served at `SEND_EMAIL_URL`
 * for the site at `SITE_ORIGIN`, signed with `HASH_SECRET`, with no retry or health secret; a test
 * changes what it is about in `overrides`.
 */
export function handlerConfig(overrides: Partial<SendEmailDeps['config']> = {}): SendEmailDeps['config'] {
  return {
    emailFrom: 'Nordkyst Byg ApS <kontakt@nordkystbyg.dk>',
    companyEmail: 'kontakt@nordkystbyg.dk',
    companyName: 'Nordkyst Byg ApS',
    companyPhone: '12 34 56 78',
    companyAddress: 'Strandvejen 24, 3250 Gilleleje',
    allowedOrigins: [SITE_ORIGIN],
    publicUrl: SEND_EMAIL_URL,
    altchaHmacKey: HASH_SECRET,
    retrySecret: undefined,
    healthSecret: undefined,
    clientAddressHeader: undefined,
    rateLimitWindowMs: 600_000,
    emailMaxBytes: 20_000_000,
    fileLinkMs: 14 * 24 * 60 * 60_000,
    fileStoreMaxBytes: 300_000_000,
    fileStoreClientMaxBytes: 62_914_560,
    byteaStoreMaxBytes: 50_000_000,
    emailDigestMs: 15 * 60_000,
    ...promiseConfig,
    ...photosConfig,
    spamRepeatMax: 3,
    ...overrides,
  };
}

/** The quote photos' parts over a test database and the local storage server (issue 49). */
export function photoParts(sql: Sql, storage: { url: string; serviceKey: string }) {
  const quoteStorage = createQuoteStorage({ url: () => storage.url, serviceKey: storage.serviceKey });
  const grants = createUploadGrants(sql);
  return {
    storage: quoteStorage,
    grants,
    arrivalCheck: createPhotoArrivalCheck({ sql, storage: quoteStorage, grants }),
    waits: createPhotoWaits(sql),
    sweep: createPhotoSweep({ sql, storage: quoteStorage }),
    followUps: createLatePhotoStore(sql),
  };
}

/**
 * The send-email handler's parts over a test database, as the handler's tests use them: no rate limit,
 * 3 confirmations a day per recipient, a budget of 100 e-mails, the challenge's cost rising as configured
 * by default (decision 047).
 */
export function databaseParts(
  sql: Sql,
  clock: Clock,
): Pick<
  SendEmailDeps,
  | 'rateLimiter'
  | 'store'
  | 'confirmations'
  | 'budget'
  | 'challengeCost'
  | 'providerFaults'
  | 'database'
  | 'promises'
> {
  return {
    rateLimiter: unlimited,
    store: createSubmissionStore(sql),
    confirmations: createConfirmationLimit(sql, 3, HASH_SECRET),
    budget: createEmailBudget(sql, 100),
    challengeCost: createChallengeCost({
      sql,
      clock,
      secret: HASH_SECRET,
      windowMs: 600_000,
      rules: { challengeSiteStep: 20, challengeClientStep: 2, challengeMaxFactor: 32 },
    }),
    providerFaults: createProviderFaults(sql),
    promises: createPromiseStore(sql),
    // Unwatched: a test that wants the watch builds its own.
    database: createDatabaseWatch({ sql, clock, maxBytes: 0 }),
  };
}
