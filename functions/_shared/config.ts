/**
 * The functions' configuration, read once from the environment at start-up. A missing or malformed
 * variable stops the start with an error naming it, rather than failing on the first submission.
 */

export type EmailTransportKind = 'outbox' | 'resend';

export type FunctionsConfig = {
  emailTransport: EmailTransportKind;
  resendApiKey: string | undefined;
  emailFrom: string;
  companyEmail: string;
  companyName: string;
  /** `['*']` allows any origin. */
  allowedOrigins: string[];
  outboxDir: string | undefined;
  /** Submissions per address and window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
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

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function matching(env: Env, name: string, pattern: RegExp, fallback: string | undefined, expected: string) {
  const value = text(env, name) ?? fallback;
  if (value === undefined) throw new ConfigError(name, `is required (${expected})`);
  if (!pattern.test(value)) throw new ConfigError(name, `must be ${expected}, got "${value}"`);
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(name, `must be a whole number ≥ 0, got "${raw}"`);
  return value;
}

function origins(env: Env, required: boolean): string[] {
  const raw = text(env, 'ALLOWED_ORIGINS');
  if (raw === undefined) {
    if (required) throw new ConfigError('ALLOWED_ORIGINS', 'is required with EMAIL_TRANSPORT=resend');
    // Locally the site runs on whatever port the tests pick, so any origin may call.
    return ['*'];
  }
  const list = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (origin === '*') continue;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ConfigError(
        'ALLOWED_ORIGINS',
        `has "${origin}", which is not an origin such as https://example.dk`,
      );
    }
    if (parsed.origin !== origin) {
      throw new ConfigError('ALLOWED_ORIGINS', `has "${origin}"; write the bare origin "${parsed.origin}"`);
    }
  }
  return list;
}

export function loadConfig(env: Env): FunctionsConfig {
  const transport = text(env, 'EMAIL_TRANSPORT') ?? 'outbox';
  if (transport !== 'outbox' && transport !== 'resend') {
    throw new ConfigError('EMAIL_TRANSPORT', `must be "outbox" or "resend", got "${transport}"`);
  }
  const production = transport === 'resend';
  const resendApiKey = text(env, 'RESEND_API_KEY');
  if (production && !resendApiKey)
    throw new ConfigError('RESEND_API_KEY', 'is required with EMAIL_TRANSPORT=resend');

  return {
    emailTransport: transport,
    resendApiKey,
    emailFrom: matching(
      env,
      'EMAIL_FROM',
      MAILBOX,
      // In production the sender must be an address of a domain verified at Resend, so no default.
      production ? undefined : 'Nordkyst Byg ApS <kontakt@nordkystbyg.dk>',
      'a sender such as "Nordkyst Byg ApS <kontakt@nordkystbyg.dk>"',
    ),
    companyEmail: matching(env, 'COMPANY_EMAIL', EMAIL, 'kontakt@nordkystbyg.dk', 'an e-mail address'),
    companyName: text(env, 'COMPANY_NAME') ?? 'Nordkyst Byg ApS',
    allowedOrigins: origins(env, production),
    outboxDir: text(env, 'OUTBOX_DIR'),
    rateLimitMax: wholeNumber(env, 'RATE_LIMIT_MAX', 5),
    rateLimitWindowMs: wholeNumber(env, 'RATE_LIMIT_WINDOW_SECONDS', 600) * 1000,
  };
}
