import { z } from 'zod';
import { FREE_PLAN_DATABASE_BYTES, FREE_PLAN_STORAGE_BYTES } from './free-plan.ts';
import { NEIGHBOURHOOD_FACTOR } from './rate-limit.ts';
import { RESEND_ENDPOINT } from './resend-transport.ts';

/**
 * The functions' configuration, read once from the environment at start-up and validated with zod. A missing or malformed
 * variable stops the start with an error naming it, rather than failing on the first submission.
 */

export type EmailTransportKind = 'outbox' | 'resend';

export type FunctionsConfig = {
  emailTransport: EmailTransportKind;
  resendApiKey: string | undefined;
  emailFrom: string;
  companyEmail: string;
  companyName: string;
  /** The company's phone and postal address, printed in the confirmation e-mail. */
  companyPhone: string;
  companyAddress: string;
  /** Confirmation e-mails one address receives at most in 24 hours (0: none). */
  confirmationsPerRecipient: number;
  /** E-mails sent per day (UTC) in all; 0 turns the budget off. */
  emailDailyBudget: number;
  /** The notification as sent (raw MIME, encoding included) stays under this many bytes. */
  emailMaxBytes: number;
  /** How long a link to a file that did not fit the notification works; the file is deleted then. */
  fileLinkMs: number;
  /** Bytes of stored files at most; a submission whose files would pass it keeps only its text. */
  fileStoreMaxBytes: number;
  /** Bytes of stored files one client (its rate-limit key) may hold at once; 0: no share. */
  fileStoreClientMaxBytes: number;
  /** Percent of the daily budget kept for confirmations, which never take the company's share. */
  emailConfirmationPercent: number;
  /** Once the notifications' share is spent, waiting leads reach the company as one digest this often. */
  emailDigestMs: number;
  /** The challenge's work doubles for every this many submissions site-wide in the last hour. */
  challengeSiteStep: number;
  /** The challenge's work doubles for every this many challenges one client fetched in the window. */
  challengeClientStep: number;
  /** The challenge's work is at most this many times the base (a phone must still solve it). */
  challengeMaxFactor: number;
  /** The same text this many times in 24 hours: the next ones are stored as spam; 0: off. */
  spamRepeatMax: number;
  /** Bytes of text spam may keep within spam's retention; past it spam is counted, not kept; 0: no ceiling. */
  spamStoreMaxBytes: number;
  /** The database's size limit (Supabase's plan); near it spam is not kept and the owner is warned; 0: unwatched. */
  databaseMaxBytes: number;
  /** Storage's limit (Supabase's plan) the quotes' photos are watched against; 0: unwatched (decision 058). */
  storageMaxBytes: number;
  /** Bytes of a base64 quote's files kept in Postgres (bytea) at most; 0: no ceiling (decision 058). */
  byteaStoreMaxBytes: number;
  /** A contact or quote lead is due for a call this long after it came in (fixed when it is stored). */
  callbackPromiseMs: number;
  /** A quote lead is due for its quote this long after it came in (fixed when it is stored). */
  quotePromiseMs: number;
  /** The company is reminded of an open promise this long before it ends. */
  promiseReminderMs: number;
  /** The Studio's address, which a reminder links a lead in (`<studioUrl>/henvendelser/<id>`); no trailing slash. */
  studioUrl: string;
  /** The website's address, whose confirmation page the e-mails' one-tap actions open (SITE_URL); no trailing slash. */
  siteUrl: string;
  /**
   * Signs the e-mails' one-tap actions (LEAD_ACTION_SECRET, shared with `leads`; decision 062); unset,
   * the e-mails carry none. The local runner keeps one in its data folder.
   */
  leadActionSecret: string | undefined;
  /**
   * Supabase Storage for a quote's photos (issue 49): the project's URL (SUPABASE_URL; locally the
   * runner's own) and the service role's key; either unset, no uploads are granted.
   */
  storageUrl: string | undefined;
  storageServiceKey: string | undefined;
  /** STORAGE_UPLOAD_URL: the TUS endpoint browsers upload to, when not `<SUPABASE_URL>/storage/v1/upload/resumable/sign`. */
  storageUploadUrl: string | undefined;
  /** A quote's notification waits this long for its photos before it goes with those that came. */
  filesWaitMs: number;
  /**
   * send-email's public address, which the file links in a notification start with: in production
   * SUPABASE_URL's `/functions/v1/send-email`; locally the runner's own (undefined here).
   */
  publicUrl: string | undefined;
  /** The origins whose pages may call from a browser (never `*`). */
  allowedOrigins: string[];
  outboxDir: string | undefined;
  /** Submissions per address and window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Submissions per address and day besides the window's; 0 turns the daily cap off. */
  rateLimitDailyMax: number;
  /**
   * A client's neighbourhood (an IPv6 /48, an IPv4 /24) gets this many times each per-client limit: the
   * window, the day, kept spam and the challenge's price (decision 054); 0: not counted.
   */
  neighbourhoodFactor: number;
  /** Postgres for submissions, challenges and rate windows (DATABASE_URL, else Supabase's SUPABASE_DB_URL). */
  databaseUrl: string | undefined;
  /** Connections each function instance keeps to Postgres (1 for the embedded PGlite). */
  databasePoolSize: number;
  /** Resend's e-mails endpoint; a test stands a failing provider in its place. */
  resendApiUrl: string;
  /** How long a call to Resend may take before the submission is left for a retry. */
  resendTimeoutMs: number;
  /** Signs ALTCHA challenges; locally a fresh random key per start. */
  altchaHmacKey: string;
  /** Bearer token of the scheduled retry call (`POST …/send-email/retry`); unset: no such call. */
  retrySecret: string | undefined;
  /** Bearer token of the uptime monitor (`GET …/send-email/health`); it cannot start a retry run. */
  healthSecret: string | undefined;
  /** The request header the platform's proxy sets to the client's address; unset: the socket's. */
  clientAddressHeader: string | undefined;
  /**
   * ALLOW_LOOPBACK_SERVICES=true: the deployed entries accept a database, provider and site on this
   * machine. Only the suite that runs them under Deno sets it; a production build refuses it.
   */
  allowLoopbackServices: boolean;
};

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid functions configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
// "Name <address>" or a bare address, as Resend and RFC 5322 accept it.
const MAILBOX = /^(?:[^<>\r\n]+<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;
const SENDER = 'a sender such as "Nordkyst Byg ApS <kontakt@nordkystbyg.dk>"';

/** An unset or blank variable is absent; values are trimmed. */
const variable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    schema,
  );

const got = (issue: { input?: unknown }) => `got "${String(issue.input)}"`;

const wholeNumber = (fallback: number) =>
  variable(
    z
      .string()
      .regex(/^\d+$/, { error: (issue) => `must be a whole number ≥ 0, ${got(issue)}` })
      .transform(Number)
      .optional(),
  ).transform((value) => value ?? fallback);

const originList = variable(z.string().optional()).transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const list = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (origin === '*') {
      // Any page on the internet could then send forms from a visitor's browser, or read the local
      // runner's answers (decision 030): refused everywhere, local runs included.
      ctx.addIssue({
        code: 'custom',
        message: `has "*", which lets any web page call; list the website's own origins, such as https://www.nordkystbyg.dk`,
      });
      return z.NEVER;
    }
    const parsed = URL.canParse(origin) ? new URL(origin) : undefined;
    if (parsed?.origin !== origin) {
      ctx.addIssue({
        code: 'custom',
        message: parsed
          ? `has "${origin}"; write the bare origin "${parsed.origin}"`
          : `has "${origin}", which is not an origin such as https://example.dk`,
      });
      return z.NEVER;
    }
  }
  return list;
});

const environmentSchema = z
  .object({
    EMAIL_TRANSPORT: variable(
      z
        .enum(['outbox', 'resend'], { error: (issue) => `must be "outbox" or "resend", ${got(issue)}` })
        .default('outbox'),
    ),
    RESEND_API_KEY: variable(z.string().optional()),
    EMAIL_FROM: variable(
      z
        .string()
        .regex(MAILBOX, { error: (i) => `must be ${SENDER}, ${got(i)}` })
        .optional(),
    ),
    COMPANY_EMAIL: variable(
      z
        .string()
        .regex(EMAIL, { error: (issue) => `must be an e-mail address, ${got(issue)}` })
        .default('kontakt@nordkystbyg.dk'),
    ),
    COMPANY_NAME: variable(z.string().default('Nordkyst Byg ApS')),
    COMPANY_PHONE: variable(z.string().default('12 34 56 78')),
    COMPANY_ADDRESS: variable(z.string().default('Strandvejen 24, 3250 Gilleleje')),
    CONFIRMATIONS_PER_RECIPIENT: wholeNumber(3),
    // Resend's free plan sends 100 e-mails a day.
    EMAIL_DAILY_BUDGET: wholeNumber(100),
    // Gmail, Microsoft 365 and most Danish hosts take messages of 20-25 MB.
    EMAIL_MAX_BYTES: wholeNumber(20_000_000),
    FILE_LINK_DAYS: wholeNumber(14),
    // Supabase's free plan: a 500 MB database, read-only beyond it; the rest is for rows and indexes.
    FILE_STORE_MAX_BYTES: wholeNumber(300_000_000),
    // Two of the largest quotes: five files filling the 40 MiB body (base64), 30 MiB of files each.
    FILE_STORE_CLIENT_MAX_BYTES: wholeNumber(2 * 30 * 1024 * 1024),
    // Confirmations never take the company's share: at least half the budget stays for its notifications and digests.
    EMAIL_CONFIRMATION_PERCENT: wholeNumber(20).refine((value) => value <= 50, {
      error: "must be a percentage from 0 to 50 (the rest is the company's notifications and digests)",
    }),
    EMAIL_DIGEST_MINUTES: wholeNumber(15).refine((value) => value >= 1, { error: 'must be at least 1' }),
    CHALLENGE_SITE_STEP: wholeNumber(20),
    CHALLENGE_CLIENT_STEP: wholeNumber(2),
    // ×128 is reached only by 140 submissions within the hour: a flood of 300 then costs hours of solving,
    // while a phone (4x slowdown) solves one in about a minute as its visitor fills in the form (decision 047).
    CHALLENGE_MAX_FACTOR: wholeNumber(128)
      .refine((value) => value >= 1, { error: 'must be at least 1' })
      // The answer is a 32-bit counter, and the usual range ends at 30,000.
      .refine((value) => value <= 100_000, { error: 'must be at most 100000 (the counter is 32-bit)' }),
    SPAM_REPEAT_MAX: wholeNumber(3),
    // A thousand spam texts of the longest quote (decision 054): 4 % of the free plan's database.
    SPAM_STORE_MAX_BYTES: wholeNumber(20_000_000),
    DATABASE_MAX_BYTES: wholeNumber(FREE_PLAN_DATABASE_BYTES),
    STORAGE_MAX_BYTES: wholeNumber(FREE_PLAN_STORAGE_BYTES),
    // A base64 quote's files wait in Postgres only until the scheduled run moves them to the bucket.
    BYTEA_STORE_MAX_BYTES: wholeNumber(50_000_000),
    // The site's promises (spec: a call within 24 hours, a quote within 48), and a reminder 4 hours before.
    CALLBACK_PROMISE_MINUTES: wholeNumber(1440).refine((value) => value >= 1, {
      error: 'must be at least 1',
    }),
    QUOTE_PROMISE_MINUTES: wholeNumber(2880).refine((value) => value >= 1, { error: 'must be at least 1' }),
    PROMISE_REMINDER_MINUTES: wholeNumber(240),
    STUDIO_URL: variable(z.url({ error: (issue) => `must be an http(s) URL, ${got(issue)}` }).optional()),
    SITE_URL: variable(z.url({ error: (issue) => `must be an http(s) URL, ${got(issue)}` }).optional()),
    // The local stack names the Studio's port (scripts/stack.ts); it opens on the project's host name.
    // `off`: the stack runs without the Studio (`pnpm dev`); a reminder's link then names the usual port.
    STUDIO_PORT: variable(
      z
        .string()
        .regex(/^(\d+|off)$/)
        .optional(),
    ),
    SUPABASE_SERVICE_ROLE_KEY: variable(
      z.string().min(20, { error: 'must be the service role key' }).optional(),
    ),
    STORAGE_UPLOAD_URL: variable(
      z.url({ error: (issue) => `must be an http(s) URL, ${got(issue)}` }).optional(),
    ),
    FILES_WAIT_MINUTES: wholeNumber(10),
    SEND_EMAIL_PUBLIC_URL: variable(
      z.url({ error: (issue) => `must be an http(s) URL, ${got(issue)}` }).optional(),
    ),
    SUPABASE_URL: variable(z.url({ error: (issue) => `must be an http(s) URL, ${got(issue)}` }).optional()),
    ALLOWED_ORIGINS: originList,
    OUTBOX_DIR: variable(z.string().optional()),
    RATE_LIMIT_MAX: wholeNumber(5),
    RATE_LIMIT_WINDOW_SECONDS: wholeNumber(600),
    RATE_LIMIT_DAILY_MAX: wholeNumber(20),
    RATE_LIMIT_NEIGHBOURHOOD_FACTOR: wholeNumber(NEIGHBOURHOOD_FACTOR),
    DATABASE_URL: variable(z.string().optional()),
    SUPABASE_DB_URL: variable(z.string().optional()),
    DATABASE_POOL_SIZE: wholeNumber(4),
    RESEND_API_URL: variable(
      z.url({ error: (issue) => `must be an http(s) URL, ${got(issue)}` }).default(RESEND_ENDPOINT),
    ),
    RESEND_TIMEOUT_MS: wholeNumber(10_000),
    ALTCHA_HMAC_KEY: variable(
      z.string().min(32, { error: 'must be at least 32 characters (a random secret)' }).optional(),
    ),
    RETRY_SECRET: variable(
      z.string().min(32, { error: 'must be at least 32 characters (a random secret)' }).optional(),
    ),
    HEALTH_SECRET: variable(
      z.string().min(32, { error: 'must be at least 32 characters (a random secret)' }).optional(),
    ),
    LEAD_ACTION_SECRET: variable(
      z.string().min(32, { error: 'must be at least 32 characters (a random secret)' }).optional(),
    ),
    CLIENT_ADDRESS_HEADER: variable(z.string().toLowerCase().optional()),
    ALLOW_LOOPBACK_SERVICES: variable(
      z
        .enum(['true', 'false'], { error: (issue) => `must be "true" or "false", ${got(issue)}` })
        .default('false'),
    ),
  })
  .superRefine((env, ctx) => {
    // Sending for real needs a key, a verified sender and the site's origin; locally none of them.
    if (env.EMAIL_TRANSPORT !== 'resend') return;
    const required = (name: string, problem: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message: problem });
    if (!env.RESEND_API_KEY) required('RESEND_API_KEY', 'is required with EMAIL_TRANSPORT=resend');
    if (!env.EMAIL_FROM) required('EMAIL_FROM', `is required (${SENDER})`);
    if (!env.ALLOWED_ORIGINS) required('ALLOWED_ORIGINS', 'is required with EMAIL_TRANSPORT=resend');
    if (!env.ALTCHA_HMAC_KEY) required('ALTCHA_HMAC_KEY', 'is required with EMAIL_TRANSPORT=resend');
  });

/** A random secret for a local run, where nobody outside the machine sees it. */
export function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The environment parsed by a function's schema; the first problem names its variable (ConfigError). */
export function parseEnvironment<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is invalid');
  }
  return parsed.data;
}

export function loadConfig(env: Env): FunctionsConfig {
  const vars = parseEnvironment(environmentSchema, env);
  return {
    emailTransport: vars.EMAIL_TRANSPORT,
    resendApiKey: vars.RESEND_API_KEY,
    // Locally a default sender; in production it must be an address of a domain verified at Resend.
    emailFrom: vars.EMAIL_FROM ?? 'Nordkyst Byg ApS <kontakt@nordkystbyg.dk>',
    companyEmail: vars.COMPANY_EMAIL,
    companyName: vars.COMPANY_NAME,
    companyPhone: vars.COMPANY_PHONE,
    companyAddress: vars.COMPANY_ADDRESS,
    confirmationsPerRecipient: vars.CONFIRMATIONS_PER_RECIPIENT,
    emailDailyBudget: vars.EMAIL_DAILY_BUDGET,
    emailMaxBytes: vars.EMAIL_MAX_BYTES,
    fileLinkMs: Math.max(1, vars.FILE_LINK_DAYS) * 24 * 60 * 60 * 1000,
    fileStoreMaxBytes: vars.FILE_STORE_MAX_BYTES,
    fileStoreClientMaxBytes: vars.FILE_STORE_CLIENT_MAX_BYTES,
    emailConfirmationPercent: vars.EMAIL_CONFIRMATION_PERCENT,
    emailDigestMs: vars.EMAIL_DIGEST_MINUTES * 60 * 1000,
    challengeSiteStep: vars.CHALLENGE_SITE_STEP,
    challengeClientStep: vars.CHALLENGE_CLIENT_STEP,
    challengeMaxFactor: vars.CHALLENGE_MAX_FACTOR,
    spamRepeatMax: vars.SPAM_REPEAT_MAX,
    spamStoreMaxBytes: vars.SPAM_STORE_MAX_BYTES,
    databaseMaxBytes: vars.DATABASE_MAX_BYTES,
    storageMaxBytes: vars.STORAGE_MAX_BYTES,
    byteaStoreMaxBytes: vars.BYTEA_STORE_MAX_BYTES,
    callbackPromiseMs: vars.CALLBACK_PROMISE_MINUTES * 60_000,
    quotePromiseMs: vars.QUOTE_PROMISE_MINUTES * 60_000,
    promiseReminderMs: vars.PROMISE_REMINDER_MINUTES * 60_000,
    // Locally the stack's Studio; production must name its own (assertProductionConfig).
    studioUrl: (
      vars.STUDIO_URL ??
      `https://nordkyst.localhost:${vars.STUDIO_PORT && vars.STUDIO_PORT !== 'off' ? vars.STUDIO_PORT : 3333}`
    ).replace(/\/+$/, ''),
    // Locally the stack's host; production must name the site (assertProductionConfig).
    siteUrl: (vars.SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/+$/, ''),
    leadActionSecret: vars.LEAD_ACTION_SECRET,
    storageUrl: vars.SUPABASE_URL?.replace(/\/+$/, ''),
    storageServiceKey: vars.SUPABASE_SERVICE_ROLE_KEY,
    storageUploadUrl: vars.STORAGE_UPLOAD_URL,
    filesWaitMs: vars.FILES_WAIT_MINUTES * 60_000,
    publicUrl:
      vars.SEND_EMAIL_PUBLIC_URL?.replace(/\/+$/, '') ??
      (vars.SUPABASE_URL ? `${vars.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/send-email` : undefined),
    // Unset, no page may call: the local stack lists its sites' origins (scripts/stack.ts).
    allowedOrigins: vars.ALLOWED_ORIGINS ?? [],
    outboxDir: vars.OUTBOX_DIR,
    rateLimitMax: vars.RATE_LIMIT_MAX,
    rateLimitWindowMs: vars.RATE_LIMIT_WINDOW_SECONDS * 1000,
    rateLimitDailyMax: vars.RATE_LIMIT_DAILY_MAX,
    neighbourhoodFactor: vars.RATE_LIMIT_NEIGHBOURHOOD_FACTOR,
    databaseUrl: vars.DATABASE_URL ?? vars.SUPABASE_DB_URL,
    databasePoolSize: Math.max(1, vars.DATABASE_POOL_SIZE),
    resendApiUrl: vars.RESEND_API_URL,
    resendTimeoutMs: vars.RESEND_TIMEOUT_MS,
    altchaHmacKey: vars.ALTCHA_HMAC_KEY ?? randomSecret(),
    retrySecret: vars.RETRY_SECRET,
    healthSecret: vars.HEALTH_SECRET,
    clientAddressHeader: vars.CLIENT_ADDRESS_HEADER,
    allowLoopbackServices: vars.ALLOW_LOOPBACK_SERVICES === 'true',
  };
}

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i;

/** True when `url` names this machine: in production that is a local default that leaked in. */
export function pointsAtLoopback(url: string): boolean {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return LOOPBACK_HOSTS.test(host) || host.endsWith('.localhost');
}

/**
 * What the deployed functions need beyond `loadConfig`: the real provider, a database, the scheduled
 * retry's secret, and nothing pointing at a loopback address (a local default that leaked into
 * production would lose every lead). Throws a ConfigError naming the first variable at fault.
 */
export function assertProductionConfig(config: FunctionsConfig): asserts config is FunctionsConfig & {
  resendApiKey: string;
  databaseUrl: string;
  retrySecret: string;
  healthSecret: string;
  publicUrl: string;
} {
  if (config.emailTransport !== 'resend' || !config.resendApiKey)
    throw new ConfigError(
      'EMAIL_TRANSPORT',
      'must be "resend" in production (the outbox exists only locally)',
    );
  if (!config.databaseUrl)
    throw new ConfigError('DATABASE_URL', 'is required (or SUPABASE_DB_URL, which Supabase sets)');
  if (!config.retrySecret)
    throw new ConfigError('RETRY_SECRET', 'is required: the scheduled retry call sends it');
  if (!config.healthSecret)
    throw new ConfigError('HEALTH_SECRET', 'is required: the uptime monitor sends it to /health');
  // The monitor's secret sits in a third-party service: it must not be able to start a retry run.
  if (config.healthSecret === config.retrySecret)
    throw new ConfigError('HEALTH_SECRET', 'must differ from RETRY_SECRET');
  if (!config.publicUrl)
    throw new ConfigError('SEND_EMAIL_PUBLIC_URL', 'is required (or SUPABASE_URL, which Supabase sets)');
  if (!config.leadActionSecret)
    throw new ConfigError(
      'LEAD_ACTION_SECRET',
      "is required: it signs the e-mails' one-tap actions, which the leads function checks",
    );
  // The suite that runs these entries under Deno (functions/integration) serves everything on loopback.
  if (config.allowLoopbackServices) return;
  if (pointsAtLoopback(config.databaseUrl))
    throw new ConfigError('DATABASE_URL', 'points at a loopback address; use the Supabase database');
  if (pointsAtLoopback(config.resendApiUrl))
    throw new ConfigError(
      'RESEND_API_URL',
      `points at a loopback address; leave it unset for ${RESEND_ENDPOINT}`,
    );
  if (pointsAtLoopback(config.publicUrl))
    throw new ConfigError(
      'SEND_EMAIL_PUBLIC_URL',
      'points at a loopback address; the file links would not open',
    );
  // Unset, it is the local Studio's address (a loopback one): production must name its Studio.
  if (pointsAtLoopback(config.studioUrl))
    throw new ConfigError(
      'STUDIO_URL',
      "is required and must not point at a loopback address: the Studio's address, e.g. https://nordkyst.sanity.studio",
    );
  if (pointsAtLoopback(config.siteUrl))
    throw new ConfigError(
      'SITE_URL',
      "is required and must not point at a loopback address: the website's address, e.g. https://nordkystbyg.dk",
    );
  const loopbackOrigin = config.allowedOrigins.find(pointsAtLoopback);
  if (loopbackOrigin)
    throw new ConfigError('ALLOWED_ORIGINS', `has "${loopbackOrigin}"; list the website's own origins`);
}
