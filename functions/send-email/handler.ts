import { Hono } from 'hono';
import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import type { EmailTransport } from '../_shared/email.ts';
import type { RateLimiter } from '../_shared/rate-limit.ts';
import { refused, respond } from './answers.ts';
import type { ChallengeCost } from './challenge-cost.ts';
import type { ConfirmationLimit } from './confirmation-limit.ts';
import type { ConnectionInfo, SendEmailEnv } from './context.ts';
import type { DatabaseWatch } from './database-watch.ts';
import { createDelivery } from './delivery.ts';
import type { EmailBudget } from './email-budget.ts';
import { createFileLinks } from './file-links.ts';
import type { LatePhotoStore } from './late-photo-store.ts';
import { sendEmailMessages } from './messages.ts';
import { bodyLimit } from './middleware/body-limit.ts';
import { corsFor } from './middleware/cors.ts';
import { answerError } from './middleware/errors.ts';
import { idempotencyKeyHeader, replayRepeats } from './middleware/idempotency.ts';
import { requireJson } from './middleware/json-content-type.ts';
import { oneLargeBodyAtATime } from './middleware/one-large-body.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { consoleLog, type RequestLog, requestLog } from './middleware/request-log.ts';
import { validateSubmission } from './middleware/validate-submission.ts';
import type { PhotoArrivalCheck } from './photo-arrival-check.ts';
import type { PhotoWaits } from './photo-waits.ts';
import type { PromiseStore } from './promise-store.ts';
import type { ProviderFaults } from './provider-fault.ts';
import type { QuoteStorage } from './quote-storage.ts';
import { challengeRoute } from './routes/challenge.ts';
import { fileRoute } from './routes/file.ts';
import { healthRoute } from './routes/health.ts';
import { methodNotAllowed } from './routes/method-not-allowed.ts';
import { retryRoute } from './routes/retry.ts';
import { submitRoute } from './routes/submit.ts';
import { uploadsRoute } from './routes/uploads.ts';
import { uploadsCompleteRoute } from './routes/uploads-complete.ts';
import type { StorageWatch } from './storage-watch.ts';
import { createStoredPhotos } from './stored-photos.ts';
import type { SubmissionStore } from './submissions.ts';
import { createUnstoredLeads } from './unstored-leads.ts';
import type { UploadGrants } from './upload-grants.ts';

export type SendEmailDeps = {
  config: Pick<
    FunctionsConfig,
    | 'emailFrom'
    | 'companyEmail'
    | 'companyName'
    | 'companyPhone'
    | 'companyAddress'
    | 'allowedOrigins'
    | 'altchaHmacKey'
    | 'retrySecret'
    | 'healthSecret'
    | 'clientAddressHeader'
    | 'rateLimitWindowMs'
    | 'emailMaxBytes'
    | 'fileLinkMs'
    | 'fileStoreMaxBytes'
    | 'fileStoreClientMaxBytes'
    | 'byteaStoreMaxBytes'
    | 'emailDigestMs'
    | 'spamRepeatMax'
    | 'publicUrl'
    | 'callbackPromiseMs'
    | 'quotePromiseMs'
    | 'promiseReminderMs'
    | 'studioUrl'
    | 'siteUrl'
    | 'leadActionSecret'
    | 'filesWaitMs'
  >;
  transport: EmailTransport;
  clock: Clock;
  rateLimiter: RateLimiter;
  store: SubmissionStore;
  /** The daily share of confirmations per recipient (CONFIRMATIONS_PER_RECIPIENT). */
  confirmations: ConfirmationLimit;
  /** The day's e-mails in all (EMAIL_DAILY_BUDGET). */
  budget: EmailBudget;
  /** How much work the next challenge asks (CHALLENGE_*). */
  challengeCost: ChallengeCost;
  /** The provider refusing the site's key or domain (issue 50): its leads held, `/health` told. */
  providerFaults: ProviderFaults;
  /** The database's size against DATABASE_MAX_BYTES (decision 054). */
  database: DatabaseWatch;
  /** The leads' promises, whose reminders the scheduled run sends (decision 055). */
  promises: PromiseStore;
  /**
   * A quote's photos in Supabase Storage (issue 49): the storage, the grants, the waits and the
   * follow-ups for late photos in Postgres;
   * absent, no uploads are granted and a quote naming stored photos is refused.
   */
  uploads?:
    | {
        storage: QuoteStorage;
        grants: UploadGrants;
        waits: PhotoWaits;
        sweep: (now: Date) => Promise<number>;
        followUps: LatePhotoStore;
        /** Each photo checked as it arrives, before an e-mail carries it (decision 058). */
        arrivalCheck: PhotoArrivalCheck;
        /** The photos in Storage against STORAGE_MAX_BYTES (decision 058); absent: unwatched. */
        storageWatch?: StorageWatch | undefined;
      }
    | undefined;
  /** One structured line per request; never the body or attachments. */
  log?: RequestLog;
};

/**
 * The path inside the function: Supabase calls it at `/send-email/…`, the local runner at
 * `/functions/v1/send-email/…`; a trailing slash changes nothing.
 */
function functionPath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/^.*?\/send-email(?=\/|$)/, '').replace(/\/+$/, '');
  return path || '/';
}

/** A grant's request: five names and sizes and a challenge, a few KB. */
const UPLOAD_REQUEST_BYTES = 32 * 1024;

/** send-email as a Hono app: its routes and their middleware; the answers are in functions/README.md. */
export function createSendEmailHandler(deps: SendEmailDeps) {
  const { config, transport, clock, rateLimiter, store, confirmations, budget, providerFaults } = deps;
  const { uploads } = deps;
  const photos = uploads && {
    stored: createStoredPhotos({
      storage: uploads.storage,
      grants: uploads.grants,
      clock,
      check: uploads.arrivalCheck,
    }),
    waits: uploads.waits,
    // After the sweep, the photos whose page never said they were in are checked (decision 058).
    sweep: async (now: Date) => {
      const swept = await uploads.sweep(now);
      await uploads.arrivalCheck.checkUnannounced(now);
      return swept;
    },
    followUps: uploads.followUps,
  };
  const delivery = createDelivery({
    config,
    transport,
    store,
    clock,
    confirmations,
    budget,
    providerFaults,
    promises: deps.promises,
    photos,
  });
  const log = deps.log ?? consoleLog;
  const unstored = createUnstoredLeads({ config, transport, clock, storage: uploads?.storage });

  const app = new Hono<SendEmailEnv>({ getPath: functionPath });
  app.use(corsFor(config.allowedOrigins));
  app.use(requestLog(clock, log));
  app.onError(answerError);

  app.post(
    '/',
    requireJson,
    idempotencyKeyHeader,
    rateLimit(rateLimiter, config.clientAddressHeader, log),
    bodyLimit(),
    oneLargeBodyAtATime(),
    validateSubmission,
    replayRepeats(store),
    submitRoute({ config, clock, store, delivery, rateLimiter, unstored, grants: uploads?.grants }),
  );
  if (uploads && photos) {
    app.post(
      '/uploads',
      requireJson,
      idempotencyKeyHeader,
      bodyLimit(undefined, UPLOAD_REQUEST_BYTES),
      uploadsRoute({
        config,
        clock,
        grants: uploads.grants,
        storage: uploads.storage,
        rateLimiter,
        database: deps.database,
        storageWatch: uploads.storageWatch,
      }),
    );
    app.post(
      '/uploads/:grant/complete',
      uploadsCompleteRoute({
        clock,
        grants: uploads.grants,
        photos: photos.stored,
        waits: uploads.waits,
        followUps: uploads.followUps,
        store,
        delivery,
      }),
    );
  }
  app.get(
    '/files/:submission/:position/:expires/:signature',
    fileRoute({
      store,
      clock,
      fileLinks: createFileLinks(config.altchaHmacKey),
      storage: uploads?.storage,
      photos: photos?.stored,
      onItsWay: uploads?.grants.onItsWay,
    }),
  );
  app.get(
    '/challenge',
    challengeRoute({
      secret: config.altchaHmacKey,
      clock,
      clientAddressHeader: config.clientAddressHeader,
      cost: deps.challengeCost,
    }),
  );
  app.post('/retry', retryRoute({ ...config, delivery }));
  app.get(
    '/health',
    healthRoute({
      store,
      providerFaults,
      database: deps.database,
      storage: uploads?.storageWatch,
      clock,
      healthSecret: config.healthSecret,
    }),
  );

  app.all('/', methodNotAllowed('POST'));
  app.all('/challenge', methodNotAllowed('GET'));
  app.all('/retry', methodNotAllowed('POST'));
  app.all('/health', methodNotAllowed('GET'));
  app.all('/uploads', methodNotAllowed('POST'));
  app.notFound((c) => respond(c, refused(404, sendEmailMessages.notFound, 'not-found')));

  const handleSendEmail = (request: Request, info: ConnectionInfo = {}) =>
    Promise.resolve(app.fetch(request, info));
  return Object.assign(handleSendEmail, { delivery });
}

export type SendEmailHandler = ReturnType<typeof createSendEmailHandler>;
