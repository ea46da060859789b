// Fault injection against the local runner as the stack runs it: Resend's transport pointed at a
// stand-in on loopback (RESEND_API_URL) that fails, hangs or recovers; the database server stopped.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETENTION_MS } from '../send-email/run-records.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { contactBody, moldovaBody, quoteBody } from '../test-support/fixtures.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';
import { type FunctionsServer, startFunctionsServer } from './server.ts';

const ALTCHA_HMAC_KEY = 'fault-injection-test-secret-0123456789ab';
let db: Awaited<ReturnType<typeof testDatabase>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let server: FunctionsServer;
let outboxDir: string;
/** Added to the runner's clock: moving it forward makes retries due without waiting. */
let offsetMs = 0;
const clock = { now: () => Date.now() + offsetMs };

beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'fault-outbox-'));
  // A cluster of its own: the last test stops it.
  db = await testDatabase({ ownCluster: true });
  resend = await startResendStandIn();
  server = await startFunctionsServer({
    port: 0,
    outboxDir,
    clock,
    loginCodeFile: join(outboxDir, 'login-code'),
    storageDir: join(outboxDir, 'storage'),
    env: {
      ...resend.env,
      ALTCHA_HMAC_KEY,
      DATABASE_URL: db.server.url,
      DATABASE_POOL_SIZE: '1',
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_DAILY_MAX: '0',
      RETRY_INTERVAL_SECONDS: '0',
    },
  });
});

afterAll(async () => {
  await server.close();
  await resend.close();
  await db.close();
  await rm(outboxDir, { recursive: true, force: true });
});

// A test that reads the console gives it back even when it fails.
afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(async () => {
  resend.setMode('ok');
  resend.calls.length = 0;
  await emptyTables(db.sql);
});

async function submit(body: { formData: Record<string, unknown> }, headers: Record<string, string> = {}) {
  body.formData.altcha ||= await solvedChallenge(ALTCHA_HMAC_KEY, clock);
  const response = await fetch(`${server.url}/functions/v1/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const pending = async () =>
  (
    await db.sql<
      { n: number }[]
    >`select count(*)::int as n from public.form_submissions where status = 'pending'`
  )[0]?.n;

/** Runs the scheduler an hour later each time until nothing is pending (bounded). */
async function drain(maxRuns = 20) {
  for (let run = 0; run < maxRuns && (await pending()) !== 0; run++) {
    offsetMs += 60 * 60 * 1000;
    await server.runScheduler();
  }
}

/**
 * Runs `work` while a trigger on the submissions answers what a session the server ended answers
 * (57P01): at `event` (a trigger's timing, event and condition), and only the first time when `once` (a
 * sequence counts across the rollback).
 */
async function whileSessionEnds(event: string, once: boolean, work: () => Promise<void>) {
  await db.sql.unsafe(`
    create sequence public.session_ends;
    create function public.session_ends() returns trigger language plpgsql as $$
    begin
      if nextval('public.session_ends') = 1 or not ${once} then
        raise exception 'terminating connection due to administrator command' using errcode = '57P01';
      end if;
      return new;
    end $$;
    create trigger session_ends ${event} execute function public.session_ends();`);
  try {
    await work();
  } finally {
    await db.sql.unsafe(`drop trigger session_ends on public.form_submissions;
      drop function public.session_ends(); drop sequence public.session_ends;`);
  }
}

describe('fault injection', () => {
  it('provider down, then up: every submission succeeds at once and reaches the company exactly once', async () => {
    resend.setMode('fail');
    const answers = [await submit(contactBody()), await submit(quoteBody()), await submit(moldovaBody())];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, submissionId: expect.any(String) });
    }
    expect(await pending()).toBe(3);

    // Still down at the first retry: nothing is lost, nothing is sent.
    offsetMs += 60 * 60 * 1000;
    await server.runScheduler();
    expect(await pending()).toBe(3);

    resend.setMode('ok');
    await drain();
    expect(await pending()).toBe(0);
    const delivered = resend.deliveredPerKey();
    const notifications = [...delivered].filter(([key]) => key.includes('-notification-'));
    expect(notifications).toHaveLength(3);
    expect(notifications.every(([, count]) => count === 1)).toBe(true);
    expect([...delivered.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    // Every retry of a message used the key of its first attempt.
    const failedKeys = new Set(resend.calls.filter((c) => c.status === 500).map((c) => c.key));
    for (const key of failedKeys) expect(delivered.get(key)).toBe(1);
    // Delivered: the attachments' contents are no longer kept.
    const rows = await db.sql`select status from public.form_submissions`;
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(await db.sql`select from public.submission_attachments`).toHaveLength(0);
  });

  it('provider hangs: the visitor still gets success, and the retry delivers it once', async () => {
    resend.setMode('hang');
    const answer = await submit(contactBody());
    expect(answer).toEqual({ status: 200, body: { success: true, submissionId: expect.any(String) } });
    const [row] = await db.sql`select last_error from public.form_submissions`;
    expect(row?.last_error).toBe('Resend did not answer within 500 ms');
    resend.setMode('ok');
    await drain();
    expect([...resend.deliveredPerKey().values()]).toEqual([1, 1]);
  });

  it("a connection dropped under the lead's insert: stored on a new one, not sent past the database", async () => {
    // The first insert meets what a session the server ended answers.
    await whileSessionEnds('before insert on public.form_submissions for each row', true, async () => {
      const answer = await submit(contactBody({ name: 'Ny Forbindelse' }));
      expect(answer).toMatchObject({ status: 200, body: { success: true } });
    });
    const rows =
      await db.sql`select status from public.form_submissions where fields ->> 'name' = 'Ny Forbindelse'`;
    expect(rows.map((row) => row.status)).toEqual(['sent']);
    expect(resend.calls.map((call) => call.subject)).not.toContainEqual(expect.stringMatching(/^Ikke gemt/));
  });

  it('the database failing once the lead is stored: the visitor still gets success, and the run records it without a second e-mail', async () => {
    // What a connection the server dropped answers, at the step that records the notification sent:
    // after the lead was stored and mailed (seen when a drop met a request on its way).
    const recorded =
      'before update of notification_id on public.form_submissions for each row when (new.notification_id is not null)';
    // What the run logs of it: the outcome and the database's reason, never a field of the lead.
    const logged: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
    await whileSessionEnds(recorded, false, async () => {
      const answer = await submit(contactBody());
      expect(answer).toEqual({ status: 200, body: { success: true, submissionId: expect.any(String) } });
      expect(await pending()).toBe(1);
    });
    await drain();
    expect(await pending()).toBe(0);
    // The notification's key was sent again by the run; the provider kept it to one e-mail.
    expect([...resend.deliveredPerKey().values()]).toEqual([1, 1]);
    expect(logged.join('\n')).toContain('stored-pending: database unavailable: terminating connection');
    for (const value of ['Ole', 'Hansen', 'ole@example.dk', '12345678', 'badeværelse'])
      expect(logged.join('\n'), value).not.toContain(value);
  });

  it('the same Idempotency-Key twice: one submission, one e-mail each, the first answer again', async () => {
    const headers = { 'Idempotency-Key': '0b7e1c2a-8d0f-4a51-9b8e-2f6c7d9e1a34' };
    const body = contactBody({ altcha: await solvedChallenge(ALTCHA_HMAC_KEY, clock) });
    const first = await submit(body, headers);
    const second = await submit(body, headers);
    expect(second).toEqual(first);
    expect(resend.calls).toHaveLength(2);
    await drain();
    expect(resend.calls).toHaveLength(2);
  });

  it('retention: removes old submissions and expired challenges, and nothing else', async () => {
    await submit(contactBody());
    const now = Date.now() + offsetMs;
    await db.sql`insert into public.form_submissions
      (idempotency_key, request_hash, form_type, fields, status, next_attempt_at, created_at)
      values ('old', 'h', 'contact', '{}', 'sent', ${new Date(now)}, ${new Date(now - RETENTION_MS - 60_000)}),
             ('almost', 'h', 'contact', '{}', 'sent', ${new Date(now)}, ${new Date(now - 364 * 24 * 60 * 60_000)})`;
    await db.sql`insert into public.used_challenges values ('expired', ${new Date(now - 1000)}), ('valid', ${new Date(now + 60 * 60_000)})`;
    await server.runScheduler();
    const keys = (
      await db.sql<{ k: string }[]>`select idempotency_key as k from public.form_submissions order by k`
    ).map((r) => r.k);
    expect(keys).toHaveLength(2);
    expect(keys).toContain('almost');
    expect(keys).not.toContain('old');
    const challenges = (await db.sql<{ s: string }[]>`select signature as s from public.used_challenges`).map(
      (r) => r.s,
    );
    expect(challenges).not.toContain('expired');
    expect(challenges).toContain('valid');
    expect(challenges).toHaveLength(2);
  });

  it('a submission without a solved challenge gets a 4xx and sends nothing', async () => {
    const response = await fetch(`${server.url}/functions/v1/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contactBody({ altcha: undefined })),
    });
    expect(response.status).toBe(400);
    expect(resend.calls).toHaveLength(0);
  });

  // Last: it stops the database.
  it('database stopped: the lead goes straight to the company, saying it was not stored; 503 when that fails too', async () => {
    await db.server.close();
    const answer = await submit(contactBody());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, notificationId: expect.any(String) });
    expect(resend.calls).toHaveLength(1);
    expect(resend.calls[0]?.subject).toBe('Ikke gemt: Ny besked fra <b>Ole</b> Hansen');

    // The provider down too: nothing went out, and the visitor is told to try again.
    resend.setMode('fail');
    const refused = await submit(contactBody({ message: 'En anden besked, mens intet virker.' }));
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      success: false,
      error: 'Henvendelsen kunne ikke modtages lige nu. Prøv igen om lidt.',
    });
  });
});
