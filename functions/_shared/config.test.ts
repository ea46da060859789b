import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs locally with no variables: outbox, company address, any origin, 5 per 10 minutes', () => {
    expect(loadConfig({})).toEqual({
      emailTransport: 'outbox',
      resendApiKey: undefined,
      emailFrom: 'Nordkyst Byg ApS <kontakt@nordkystbyg.dk>',
      companyEmail: 'kontakt@nordkystbyg.dk',
      companyName: 'Nordkyst Byg ApS',
      allowedOrigins: ['*'],
      outboxDir: undefined,
      rateLimitMax: 5,
      rateLimitWindowMs: 600_000,
    });
  });

  it('reads a production configuration', () => {
    const config = loadConfig({
      EMAIL_TRANSPORT: 'resend',
      RESEND_API_KEY: 're_123',
      EMAIL_FROM: 'Nordkyst Byg <web@nordkystbyg.dk>',
      ALLOWED_ORIGINS: 'https://www.nordkystbyg.dk, https://nordkystbyg.dk',
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
    [{ RATE_LIMIT_MAX: 'five' }, 'RATE_LIMIT_MAX must be a whole number'],
  ])('names the variable that is missing or malformed: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
