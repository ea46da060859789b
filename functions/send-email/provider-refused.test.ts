// The provider's key revoked while a quote is sent (issue 50): the visitor hears success, the quote waits
// with its files through the scheduled runs however long it takes, `/health` and the owner's banner say
// why; once the key works it goes out with its files and the alarm clears. Real Postgres, send-email's
// handler with Resend's transport pointed at the stand-in.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { PDF_MINIMAL, PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';
import {
  databaseParts,
  handlerConfig,
  SEND_EMAIL_URL,
  SITE_ORIGIN,
} from '../test-support/send-email-parts.ts';
import { createSendEmailHandler } from './handler.ts';
import { emailProviderWarnings } from './provider-warning.ts';
import { RETRY_RULES } from './retry-rules.ts';

const ALTCHA = 'provider-refused-test-secret-0123456789';
const HEALTH_SECRET = 'h'.repeat(40);
const RETRY_SECRET = 'r'.repeat(40);
const HOUR = 60 * 60_000;

let db: Awaited<ReturnType<typeof testDatabase>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let now = Date.parse('2026-05-01T10:00:00Z');
const clock = { now: () => now };

beforeAll(async () => {
  db = await testDatabase();
  await emptyTables(db.sql);
  resend = await startResendStandIn();
});
afterAll(async () => {
  await resend.close();
  await db.close();
});

const handler = () =>
  createSendEmailHandler({
    config: handlerConfig({ altchaHmacKey: ALTCHA, retrySecret: RETRY_SECRET, healthSecret: HEALTH_SECRET }),
    transport: createResendTransport({ apiKey: 're_test', endpoint: resend.url, timeoutMs: 2000 }),
    clock,
    ...databaseParts(db.sql, clock),
    log: () => {},
  });

async function call(path: string, init: RequestInit = {}) {
  const response = await handler()(new Request(`${SEND_EMAIL_URL}${path}`, init));
  return { status: response.status, body: await response.json() };
}
const health = () => call('/health', { headers: { Authorization: `Bearer ${HEALTH_SECRET}` } });
const scheduledRun = () =>
  call('/retry', { method: 'POST', headers: { Authorization: `Bearer ${RETRY_SECRET}` } });
const lead = async () =>
  (
    await db.sql<{ status: string; attempts: number; next_attempt_at: Date; files: number }[]>`
      select status, attempts, next_attempt_at,
        (select count(*)::int from public.submission_attachments a where a.submission_id = s.id) as files
      from public.form_submissions s`
  )[0];
const sha256 = (base64: string) => createHash('sha256').update(base64).digest('hex');

describe('the provider’s key revoked while a quote is sent', () => {
  it('keeps the quote with its files, tells the owner, and sends it once the key works', async () => {
    resend.setMode('revoked');
    const body = quoteBody();
    body.formData.altcha = await solvedChallenge(ALTCHA);
    const sent = await call('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: JSON.stringify(body),
    });
    expect(sent).toEqual({ status: 200, body: { success: true, submissionId: expect.any(String) } });
    expect(await lead()).toMatchObject({ status: 'pending', files: 2 });
    const refusedSince = new Date(now).toISOString();

    // Scheduled runs whenever it is due, for more than the twelve attempts' six hours.
    while (now < Date.parse(refusedSince) + 12 * HOUR) {
      now = (await lead())?.next_attempt_at.getTime() ?? now;
      expect((await scheduledRun()).body).toMatchObject({ attempted: 1, delivered: 0 });
      expect(await lead()).toMatchObject({ status: 'pending', files: 2 });
    }
    const refusals = resend.calls.filter((c) => c.status === 401);
    expect(refusals.length).toBeGreaterThan(RETRY_RULES.maxAttempts);
    expect(resend.calls.every((c) => c.status === 401)).toBe(true);

    expect(await health()).toMatchObject({
      status: 503,
      body: {
        ok: false,
        problems: [
          expect.stringMatching(/^email-provider-refused: /),
          '1 submission(s) waiting more than 30 minutes',
        ],
        pending: 1,
        failed: 0,
        emailProviderRefused: {
          firstSeenAt: refusedSince,
          waiting: 1,
          detail: 'Resend answered 401: API key is invalid',
        },
      },
    });
    const warning = await emailProviderWarnings(db.sql)();
    expect(warning?.code).toBe('email-provider-refused');
    expect(warning?.message).toContain('1 henvendelse venter');
    expect(warning?.message).toContain('RESEND_API_KEY');

    // The owner puts a working key in place: the next run sends the quote with its files.
    resend.setMode('ok');
    now = (await lead())?.next_attempt_at.getTime() ?? now;
    expect((await scheduledRun()).body).toMatchObject({ attempted: 1, delivered: 1 });
    expect(await lead()).toMatchObject({ status: 'sent', files: 0 });
    const notification = resend.calls.find((c) => c.status === 200 && c.key.includes('-notification-'));
    expect(notification?.attachments).toEqual([
      { filename: 'carport.png', sha256: sha256(PNG_1X1) },
      { filename: 'tegning.pdf', sha256: sha256(PDF_MINIMAL) },
    ]);
    expect(resend.deliveredPerKey().size).toBe(2);

    const cleared = await health();
    expect(cleared).toMatchObject({ status: 200, body: { ok: true, problems: [], pending: 0 } });
    expect(cleared.body).not.toHaveProperty('emailProviderRefused');
    expect(await emailProviderWarnings(db.sql)()).toBeUndefined();
  }, 60_000);
});
