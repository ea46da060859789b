// GET …/send-email/health on a test database: 200 while every lead is on its way, 503 when one
// failed for good, waits more than 30 minutes, the scheduled retry stopped running, or the provider
// refuses the site's key or domain.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmailProviderError } from '../_shared/email.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { databaseParts, handlerConfig, SEND_EMAIL_URL } from '../test-support/send-email-parts.ts';
import { createSendEmailHandler } from './handler.ts';
import { RETRY_RULES } from './retry-rules.ts';

/** The uptime monitor's secret (HEALTH_SECRET); the schedule has another. */
const SECRET = 's'.repeat(40);
const RETRY_SECRET = 'retry-secret-of-the-schedule-0123456789';
const MINUTE = 60_000;

let db: Awaited<ReturnType<typeof testDatabase>>;
let now: number;
let providerUp: boolean;
/** The provider refuses the site's key (a revoked RESEND_API_KEY). */
let keyRevoked: boolean;

beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await emptyTables(db.sql);
  now = Date.parse('2026-05-01T10:00:00Z');
  providerUp = true;
  keyRevoked = false;
});

const handler = () =>
  createSendEmailHandler({
    config: handlerConfig({
      allowedOrigins: ['https://www.nordkystbyg.dk'],
      altchaHmacKey: 'h'.repeat(40),
      retrySecret: RETRY_SECRET,
      healthSecret: SECRET,
    }),
    transport: {
      async send() {
        if (!providerUp) throw new EmailProviderError('Resend answered 500', { status: 500 });
        if (keyRevoked)
          throw new EmailProviderError('Resend answered 401: API key is invalid', {
            status: 401,
            code: 'validation_error',
          });
        return { id: 'msg' };
      },
    },
    clock: { now: () => now },
    ...databaseParts(db.sql, { now: () => now }),
    log: () => {},
  });

async function health(secret: string | null = SECRET) {
  const headers: Record<string, string> = secret ? { Authorization: `Bearer ${secret}` } : {};
  const response = await handler()(new Request(`${SEND_EMAIL_URL}/health`, { headers }));
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get('Cache-Control'),
  };
}

const scheduledRun = (secret = RETRY_SECRET) =>
  handler()(
    new Request(`${SEND_EMAIL_URL}/retry`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}` },
    }),
  );

/** A contact message stored now whose first delivery failed (pending, due after the backoff). */
async function storePending(name: string) {
  await db.sql`insert into public.form_submissions
      (idempotency_key, request_hash, form_type, fields, attempts, next_attempt_at, created_at)
    values (${name}, 'h', 'contact', ${db.sql.json({ name, email: `${name}@example.dk`, phone: '12345678', message: 'Hej' })},
      1, ${new Date(now + 30_000)}, ${new Date(now)})`;
}

describe('send-email health', () => {
  it('raises the alarm until the scheduled retry has run, then answers 200 with a summary', async () => {
    expect(await health()).toEqual({
      status: 503,
      cache: 'no-store',
      body: {
        ok: false,
        problems: ['the scheduled retry has never run'],
        pending: 0,
        failed: 0,
        overdue: 0,
        lastRunAt: null,
      },
    });
    expect((await scheduledRun()).status).toBe(200);
    expect(await health()).toEqual({
      status: 200,
      cache: 'no-store',
      body: {
        ok: true,
        problems: [],
        pending: 0,
        failed: 0,
        overdue: 0,
        lastRunAt: new Date(now).toISOString(),
      },
    });
  });

  it('answers 503 when the last scheduled run is older than 5 minutes', async () => {
    await scheduledRun();
    now += 5 * MINUTE;
    expect((await health()).status).toBe(200);
    now += 1000;
    expect((await health()).body.problems).toEqual([
      'the scheduled retry has not run for more than 5 minutes',
    ]);
  });

  it('answers 503 when a lead has waited more than 30 minutes, and 200 again once it is delivered', async () => {
    providerUp = false;
    await storePending('ole');
    now += 30 * MINUTE;
    await scheduledRun();
    expect(await health()).toMatchObject({ status: 200, body: { pending: 1, overdue: 0 } });
    now += 1000;
    await scheduledRun();
    expect(await health()).toMatchObject({
      status: 503,
      body: { ok: false, problems: ['1 submission(s) waiting more than 30 minutes'], pending: 1, overdue: 1 },
    });
    providerUp = true;
    now += RETRY_RULES.maxDelayMs;
    await scheduledRun();
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, pending: 0, overdue: 0 } });
  });

  it('answers 503 for a lead given up on until the owner marks it handled', async () => {
    await storePending('karen');
    await db.sql`update public.form_submissions set status = 'failed'`;
    await scheduledRun();
    expect(await health()).toMatchObject({
      status: 503,
      body: { ok: false, problems: ['1 submission(s) failed for good'], failed: 1 },
    });
    await db.sql`update public.form_submissions set status = 'handled'`;
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, failed: 0 } });
  });

  it('answers 503 while the provider refuses the site’s key, saying since when and how many leads wait, until it takes an e-mail', async () => {
    keyRevoked = true;
    await storePending('ole');
    await storePending('karen');
    now += RETRY_RULES.firstDelayMs;
    const since = new Date(now).toISOString();
    await scheduledRun();
    expect(await health()).toEqual({
      status: 503,
      cache: 'no-store',
      body: {
        ok: false,
        problems: [
          `email-provider-refused: the e-mail provider refuses the site's key or domain since ${since}, 2 submission(s) waiting (Resend answered 401: API key is invalid)`,
        ],
        pending: 2,
        failed: 0,
        overdue: 0,
        lastRunAt: since,
        emailProviderRefused: {
          firstSeenAt: since,
          lastSeenAt: since,
          waiting: 2,
          detail: 'Resend answered 401: API key is invalid',
        },
      },
    });
    keyRevoked = false;
    now += RETRY_RULES.firstDelayMs;
    await scheduledRun();
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, problems: [], pending: 0 } });
  });

  it('says only that it is alive, counting nothing, without the service secret', async () => {
    await storePending('ole');
    await db.sql`update public.form_submissions set status = 'failed'`;
    for (const secret of [null, 'guess', `${SECRET}x`])
      expect(await health(secret)).toEqual({ status: 200, cache: 'no-store', body: { alive: true } });
    expect((await health()).body).toMatchObject({ ok: false, failed: 1 });
  });

  it('has a secret of its own: the monitor’s starts no retry run, the schedule’s reads no health', async () => {
    await storePending('ole');
    now += RETRY_RULES.firstDelayMs;
    expect((await scheduledRun(SECRET)).status).toBe(401);
    const [row] = await db.sql`select attempts from public.form_submissions`;
    expect(row).toEqual({ attempts: 1 });
    expect(await health(RETRY_SECRET)).toEqual({ status: 200, cache: 'no-store', body: { alive: true } });
  });

  it('refuses other methods than GET with 405', async () => {
    const response = await handler()(new Request(`${SEND_EMAIL_URL}/health`, { method: 'POST' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, OPTIONS');
  });
});
