import { describe, expect, it } from 'vitest';
import { assertProductionConfig, ConfigError, loadConfig, pointsAtLoopback } from './config.ts';

describe('loadConfig', () => {
  it('runs locally with no variables: outbox, company address, no origin, 5 per 10 minutes', () => {
    const config = loadConfig({});
    expect(config.altchaHmacKey).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).altchaHmacKey).not.toBe(config.altchaHmacKey);
    expect(config).toEqual({
      emailTransport: 'outbox',
      resendApiKey: undefined,
      emailFrom: 'Nordkyst Byg ApS <kontakt@nordkystbyg.dk>',
      companyEmail: 'kontakt@nordkystbyg.dk',
      companyName: 'Nordkyst Byg ApS',
      companyPhone: '12 34 56 78',
      companyAddress: 'Strandvejen 24, 3250 Gilleleje',
      confirmationsPerRecipient: 3,
      allowedOrigins: [],
      outboxDir: undefined,
      rateLimitMax: 5,
      rateLimitWindowMs: 600_000,
      rateLimitDailyMax: 20,
      neighbourhoodFactor: 4,
      emailDailyBudget: 100,
      emailMaxBytes: 20_000_000,
      fileLinkMs: 14 * 24 * 60 * 60 * 1000,
      fileStoreMaxBytes: 300_000_000,
      fileStoreClientMaxBytes: 62_914_560,
      emailConfirmationPercent: 20,
      emailDigestMs: 15 * 60 * 1000,
      challengeSiteStep: 20,
      challengeClientStep: 2,
      challengeMaxFactor: 128,
      spamRepeatMax: 3,
      spamStoreMaxBytes: 20_000_000,
      databaseMaxBytes: 500_000_000,
      storageMaxBytes: 1_000_000_000,
      byteaStoreMaxBytes: 50_000_000,
      callbackPromiseMs: 1440 * 60_000,
      quotePromiseMs: 2880 * 60_000,
      promiseReminderMs: 240 * 60_000,
      studioUrl: 'https://nordkyst.localhost:3333',
      siteUrl: 'http://127.0.0.1:4173',
      leadActionSecret: undefined,
      storageUrl: undefined,
      storageServiceKey: undefined,
      storageUploadUrl: undefined,
      filesWaitMs: 600_000,
      publicUrl: undefined,
      databaseUrl: undefined,
      databasePoolSize: 4,
      resendApiUrl: 'https://api.resend.com/emails',
      resendTimeoutMs: 10_000,
      altchaHmacKey: config.altchaHmacKey,
      retrySecret: undefined,
      healthSecret: undefined,
      clientAddressHeader: undefined,
      allowLoopbackServices: false,
    });
  });

  it("links a reminder to the stack's Studio port, and to the usual one when the stack runs without the Studio", () => {
    expect(loadConfig({ STUDIO_PORT: '3344' }).studioUrl).toBe('https://nordkyst.localhost:3344');
    expect(loadConfig({ STUDIO_PORT: 'off' }).studioUrl).toBe('https://nordkyst.localhost:3333');
  });

  it('reads a production configuration', () => {
    const config = loadConfig({
      EMAIL_TRANSPORT: 'resend',
      RESEND_API_KEY: 're_123',
      EMAIL_FROM: 'Nordkyst Byg <web@nordkystbyg.dk>',
      ALLOWED_ORIGINS: 'https://www.nordkystbyg.dk, https://nordkystbyg.dk',
      ALTCHA_HMAC_KEY: 'k'.repeat(32),
      RATE_LIMIT_MAX: '0',
    });
    expect(config).toMatchObject({
      emailTransport: 'resend',
      resendApiKey: 're_123',
      allowedOrigins: ['https://www.nordkystbyg.dk', 'https://nordkystbyg.dk'],
      rateLimitMax: 0,
    });
  });

  it.each([
    [{ EMAIL_TRANSPORT: 'smtp' }, 'EMAIL_TRANSPORT must be "outbox" or "resend", got "smtp"'],
    [{ EMAIL_TRANSPORT: 'resend' }, 'RESEND_API_KEY is required with EMAIL_TRANSPORT=resend'],
    [{ EMAIL_TRANSPORT: 'resend', RESEND_API_KEY: 'k' }, 'EMAIL_FROM is required'],
    [
      { EMAIL_TRANSPORT: 'resend', RESEND_API_KEY: 'k', EMAIL_FROM: 'a@b.dk' },
      'ALLOWED_ORIGINS is required with EMAIL_TRANSPORT=resend',
    ],
    [{ COMPANY_EMAIL: 'kontakt' }, 'COMPANY_EMAIL must be an e-mail address, got "kontakt"'],
    [{ ALLOWED_ORIGINS: 'https://nordkystbyg.dk/' }, 'write the bare origin "https://nordkystbyg.dk"'],
    // Locally too (issue 42): any page the owner visits could otherwise call the runner.
    [
      { ALLOWED_ORIGINS: '*' },
      'Invalid functions configuration: ALLOWED_ORIGINS has "*", which lets any web page call; list the website\'s own origins',
    ],
    [{ ALLOWED_ORIGINS: 'https://nordkystbyg.dk, *' }, 'ALLOWED_ORIGINS has "*"'],
    [{ RATE_LIMIT_MAX: 'five' }, 'RATE_LIMIT_MAX must be a whole number'],
    [{ CONFIRMATIONS_PER_RECIPIENT: '-1' }, 'CONFIRMATIONS_PER_RECIPIENT must be a whole number'],
    [
      {
        EMAIL_TRANSPORT: 'resend',
        RESEND_API_KEY: 'k',
        EMAIL_FROM: 'a@b.dk',
        ALLOWED_ORIGINS: 'https://a.dk',
      },
      'ALTCHA_HMAC_KEY is required with EMAIL_TRANSPORT=resend',
    ],
    [{ ALTCHA_HMAC_KEY: 'short' }, 'ALTCHA_HMAC_KEY must be at least 32 characters'],
    [{ RESEND_API_URL: 'not a url' }, 'RESEND_API_URL must be an http(s) URL'],
    [{ CHALLENGE_MAX_FACTOR: '0' }, 'CHALLENGE_MAX_FACTOR must be at least 1'],
    [{ EMAIL_CONFIRMATION_PERCENT: '100' }, 'EMAIL_CONFIRMATION_PERCENT must be a percentage from 0 to 50'],
    [{ CHALLENGE_MAX_FACTOR: '1000000' }, 'CHALLENGE_MAX_FACTOR must be at most 100000'],
    [{ CALLBACK_PROMISE_MINUTES: '0' }, 'CALLBACK_PROMISE_MINUTES must be at least 1'],
    [{ QUOTE_PROMISE_MINUTES: '2 days' }, 'QUOTE_PROMISE_MINUTES must be a whole number'],
    [{ STUDIO_URL: 'studio' }, 'STUDIO_URL must be an http(s) URL'],
  ])('names the variable that is missing or malformed: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('assertProductionConfig', () => {
  const production = {
    EMAIL_TRANSPORT: 'resend',
    RESEND_API_KEY: 're_123',
    EMAIL_FROM: 'Nordkyst Byg <web@nordkystbyg.dk>',
    ALLOWED_ORIGINS: 'https://www.nordkystbyg.dk',
    ALTCHA_HMAC_KEY: 'a'.repeat(40),
    RETRY_SECRET: 'b'.repeat(40),
    HEALTH_SECRET: 'c'.repeat(40),
    SUPABASE_DB_URL: 'postgresql://postgres:pw@db.abcdefgh.supabase.co:5432/postgres',
    SUPABASE_URL: 'https://abcdefgh.supabase.co',
    STUDIO_URL: 'https://nordkyst.sanity.studio',
    SITE_URL: 'https://www.nordkystbyg.dk',
    LEAD_ACTION_SECRET: 'd'.repeat(40),
  };

  it('accepts a complete production configuration, with Supabase’s own database URL', () => {
    const config = loadConfig(production);
    expect(() => assertProductionConfig(config)).not.toThrow();
    expect(config.databaseUrl).toBe(production.SUPABASE_DB_URL);
    // The file links start with the function's public address, from Supabase's own variable.
    expect(config.publicUrl).toBe('https://abcdefgh.supabase.co/functions/v1/send-email');
  });

  it.each([
    [{ EMAIL_TRANSPORT: 'outbox' }, 'EMAIL_TRANSPORT must be "resend" in production'],
    [{ SUPABASE_DB_URL: '' }, 'DATABASE_URL is required'],
    [{ RETRY_SECRET: '' }, 'RETRY_SECRET is required'],
    [{ HEALTH_SECRET: '' }, 'HEALTH_SECRET is required'],
    [{ HEALTH_SECRET: 'b'.repeat(40) }, 'HEALTH_SECRET must differ from RETRY_SECRET'],
    [
      { DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:54322/postgres' },
      'DATABASE_URL points at a loopback',
    ],
    [{ RESEND_API_URL: 'http://localhost:9999/emails' }, 'RESEND_API_URL points at a loopback'],
    [
      { ALLOWED_ORIGINS: 'https://www.nordkystbyg.dk,http://127.0.0.1:4173' },
      'ALLOWED_ORIGINS has "http://127.0.0.1:4173"',
    ],
    [{ SUPABASE_URL: '' }, 'SEND_EMAIL_PUBLIC_URL is required'],
    [{ STUDIO_URL: '' }, 'STUDIO_URL is required'],
    [{ SITE_URL: '' }, 'SITE_URL is required'],
    [{ SITE_URL: 'http://127.0.0.1:4173' }, 'SITE_URL is required and must not point at a loopback'],
    [{ LEAD_ACTION_SECRET: '' }, 'LEAD_ACTION_SECRET is required'],
    [
      { STUDIO_URL: 'https://nordkyst.localhost:3333' },
      'STUDIO_URL is required and must not point at a loopback',
    ],
    [
      { SEND_EMAIL_PUBLIC_URL: 'http://127.0.0.1:54321/functions/v1/send-email' },
      'SEND_EMAIL_PUBLIC_URL points at a loopback',
    ],
  ])('refuses %o, naming the variable', (change, message) => {
    expect(() => assertProductionConfig(loadConfig({ ...production, ...change }))).toThrow(message);
  });

  it('accepts services on this machine only with ALLOW_LOOPBACK_SERVICES=true', () => {
    const local = {
      ...production,
      DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:54322/postgres',
      RESEND_API_URL: 'http://127.0.0.1:9999/emails',
      ALLOWED_ORIGINS: 'http://127.0.0.1:4173',
    };
    expect(() => assertProductionConfig(loadConfig(local))).toThrow('DATABASE_URL points at a loopback');
    const relaxed = { ...local, ALLOW_LOOPBACK_SERVICES: 'true' };
    expect(() => assertProductionConfig(loadConfig(relaxed))).not.toThrow();
    expect(() => loadConfig({ ...relaxed, ALLOW_LOOPBACK_SERVICES: 'yes' })).toThrow(
      'ALLOW_LOOPBACK_SERVICES must be "true" or "false", got "yes"',
    );
  });

  it.each([
    ['http://127.0.0.1:1', true],
    ['http://localhost', true],
    ['http://app.localhost:3000', true],
    ['http://[::1]:80', true],
    ['postgres://u:p@0.0.0.0:5432/db', true],
    ['https://api.resend.com/emails', false],
    ['postgres://u:p@db.ref.supabase.co:5432/postgres', false],
  ])('pointsAtLoopback(%s) is %s', (url, expected) => {
    expect(pointsAtLoopback(url)).toBe(expected);
  });
});
