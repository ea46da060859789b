// The migrations on a real PostgreSQL 15 with pg_cron (a throwaway cluster), with stand-ins only for
// Supabase's vault and net schemas: the three jobs exist, pg_cron runs them, the retry job posts to
// the function's URL with the secret from Vault, and the secret is in no cron table. The scheduled
// run's promise reminders, two runs overlapping on their own connections, send one per promise.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Sql } from '../_shared/database.ts';
import type { EmailMessage } from '../_shared/email.ts';
import { storeScheduleSecrets } from '../schedule/vault-secrets.ts';
import { createConfirmationLimit } from '../send-email/confirmation-limit.ts';
import { createDelivery } from '../send-email/delivery.ts';
import { createEmailBudget } from '../send-email/email-budget.ts';
import { createPromiseStore } from '../send-email/promise-store.ts';
import { createProviderFaults } from '../send-email/provider-fault.ts';
import { createSubmissionStore } from '../send-email/submissions.ts';
import { MIGRATIONS_DIR } from '../test-support/database.ts';
import { HASH_SECRET } from '../test-support/fixtures.ts';
import { migratedCluster } from '../test-support/postgres-cluster.ts';
import { handlerConfig } from '../test-support/send-email-parts.ts';

const FUNCTION_URL = 'https://abcdefghijklmnopqrst.supabase.co/functions/v1/send-email';
const SECRET = 'retry-secret-0123456789abcdef0123456789';
const JOBS = ['cron-history-purge', 'send-email-retry', 'submission-retention'];

let database: Awaited<ReturnType<typeof migratedCluster>> | undefined;
let sql: Sql;

beforeAll(async () => {
  database = await migratedCluster(2);
  sql = database.sql;
});
afterAll(() => database?.close());

/** Polls `check` until it holds (pg_cron starts jobs on the minute), failing after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const jobs = () =>
  sql<{ jobid: string; jobname: string; schedule: string; command: string }[]>`
    select jobid, jobname, schedule, command from cron.job order by jobname`;

describe('the schedule migration on Postgres with pg_cron', () => {
  it('creates the retry, retention and history jobs once, also when it runs again', async () => {
    const first = await jobs();
    expect(first.map((job) => [job.jobname, job.schedule])).toEqual([
      ['cron-history-purge', '23 3 * * *'],
      ['send-email-retry', '* * * * *'],
      ['submission-retention', '17 * * * *'],
    ]);
    await sql.file(join(MIGRATIONS_DIR, '20261124120000_schedule.sql'));
    expect(await jobs()).toEqual(first);
  });

  it('runs the jobs: the retry posts to the function with the secret from Vault, retention deletes', async () => {
    await storeScheduleSecrets(sql, {
      functionUrl: 'https://old.example/functions/v1/send-email',
      retrySecret: 'x'.repeat(32),
    });
    // Stored again (a new secret): updated in place, not added.
    await storeScheduleSecrets(sql, { functionUrl: FUNCTION_URL, retrySecret: SECRET });
    expect(await sql`select name from vault.secrets order by name`).toEqual([
      { name: 'send_email_retry_secret' },
      { name: 'send_email_url' },
    ]);
    await sql`insert into public.form_submissions
        (idempotency_key, request_hash, form_type, fields, status, next_attempt_at, created_at)
      values ('old', 'h', 'contact', '{}', 'sent', now(), now() - interval '13 months'),
             ('new', 'h', 'contact', '{}', 'sent', now(), now())`;
    const [retry] = await sql`select jobid from cron.job where jobname = 'send-email-retry'`;
    await sql`insert into cron.job_run_details (jobid, runid, command, status, start_time, end_time)
      values (${retry?.jobid}, 999999, 'select 1', 'succeeded', now() - interval '8 days', now() - interval '8 days')`;
    // Every job due on the next minute, so the test sees each one run.
    for (const job of await jobs())
      await sql`select cron.alter_job(${job.jobid}::bigint, schedule := '* * * * *')`;

    await until(async () => {
      const [runs] = await sql<{ done: number }[]>`
        select count(distinct jobid)::int as done from cron.job_run_details where status = 'succeeded' and runid <> 999999`;
      return runs?.done === JOBS.length;
    });

    const requests = await sql<
      { url: string; headers: Record<string, string> }[]
    >`select url, headers from net.requests`;
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests[0]).toEqual({
      url: `${FUNCTION_URL}/retry`,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SECRET}` },
    });
    expect(await sql`select idempotency_key from public.form_submissions`).toEqual([
      { idempotency_key: 'new' },
    ]);
    expect(await sql`select from cron.job_run_details where runid = 999999`).toHaveLength(0);
  });

  it('writes neither the secret nor the URL into any cron table', async () => {
    const tables = await sql<{ name: string }[]>`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables where table_schema = 'cron'`;
    expect(tables.map((t) => t.name).sort()).toEqual(['cron.job', 'cron.job_run_details']);
    for (const { name } of tables) {
      const rows = await sql.unsafe(`select t::text as row from ${name} t`);
      expect(rows.length).toBeGreaterThan(0);
      for (const { row } of rows) {
        expect(row).not.toContain(SECRET);
        expect(row).not.toContain('abcdefghijklmnopqrst');
      }
    }
  });
});

describe('the promise reminders of the scheduled run on PostgreSQL', () => {
  it('sends one reminder per open promise when two runs overlap, each on its own connections', async () => {
    // Leads that came in 21 hours ago (a call due in 3 hours) and 45 hours ago (call late, quote due in 3).
    await sql`insert into public.form_submissions
        (idempotency_key, request_hash, form_type, fields, status, notification_id, next_attempt_at, created_at,
         work_status, call_due_at, quote_due_at)
      select 'promise-' || n, 'h', case when n % 2 = 0 then 'contact' else 'quote' end,
        jsonb_build_object('name', 'Kunde ' || n, 'phone', '22 33 44 ' || n, 'message', 'Ring venligst.'),
        'sent', 'msg-' || n, now(), received, 'new', received + interval '24 hours',
        case when n % 2 = 1 then received + interval '48 hours' end
      from generate_series(1, 10) n,
        lateral (select now() - case when n % 2 = 1 then interval '45 hours' else interval '21 hours' end) r(received)`;
    // Kept, spam and not yet due: none.
    await sql`insert into public.form_submissions
        (idempotency_key, request_hash, form_type, fields, status, next_attempt_at, created_at, work_status,
         call_due_at, call_kept_at)
      values ('promise-kept', 'h', 'contact', '{}', 'sent', now(), now(), 'answered', now() + interval '1 hour', now()),
        ('promise-spam', 'h', 'contact', '{}', 'spam', now(), now(), 'spam', now() + interval '1 hour', null),
        ('promise-later', 'h', 'contact', '{}', 'sent', now(), now(), 'new', now() + interval '5 hours', null)`;
    const sent: EmailMessage[] = [];
    const clients = [1, 2].map(() => connectDatabase(database?.cluster.url ?? '', { max: 2 }));
    try {
      const runs = clients.map((client) =>
        createDelivery({
          config: handlerConfig({ publicUrl: undefined }),
          transport: {
            // The provider's answer takes a moment, as Resend's does: the runs interleave their claims.
            async send(message) {
              await new Promise((resolve) => setImmediate(resolve));
              sent.push(message);
              return { id: `msg-${sent.length}` };
            },
          },
          store: createSubmissionStore(client),
          clock: { now: () => Date.now() },
          confirmations: createConfirmationLimit(client, 3, HASH_SECRET),
          budget: createEmailBudget(client, 100),
          providerFaults: createProviderFaults(client),
          promises: createPromiseStore(client),
        }),
      );
      await Promise.all(runs.map((run) => run.runDue(60_000)));
      await Promise.all(runs.map((run) => run.runDue(60_000)));
    } finally {
      await Promise.all(clients.map((client) => client.end({ timeout: 1 })));
    }
    const reminders = sent.filter((message) => message.idempotencyKey.startsWith('promise-reminder-'));
    // Ten calls and five quotes.
    expect(reminders).toHaveLength(15);
    expect(new Set(reminders.map((message) => message.idempotencyKey)).size).toBe(15);
    const [counts] = await sql<{ calls: number; quotes: number; others: number }[]>`select
      count(call_reminded_at)::int as calls, count(quote_reminded_at)::int as quotes,
      count(*) filter (where idempotency_key in ('promise-kept', 'promise-spam', 'promise-later')
        and call_reminded_at is not null)::int as others
      from public.form_submissions where idempotency_key like 'promise-%'`;
    expect(counts).toEqual({ calls: 10, quotes: 5, others: 0 });
    // The budget counts each reminder once: a run that lost a claim gave back what it took.
    const [budget] = await sql<{ sent: number }[]>`select sent from public.email_budget`;
    expect(budget?.sent).toBe(15);
  });
});
