// A database server that drops the function's connections and stays up (a restart, a pooler's failover,
// an administrator's termination) loses no lead and stalls no request: the pool (four, production's
// default) meets its broken connections and opens new ones. A lead that still met a broken one goes past
// the database (decision 054), so the test asks only that each reaches the company once, and that leads
// are stored again after. (fault-injection.test.ts has the server stopped for good, and the database
// failing once a lead is stored.)
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';

const ALTCHA_HMAC_KEY = 'dropped-connections-test-secret-0123456';
let runner: Awaited<ReturnType<typeof startTestRunner>>;

beforeAll(async () => {
  runner = await startTestRunner(ALTCHA_HMAC_KEY, { env: { DATABASE_POOL_SIZE: '4' } });
});
afterAll(() => runner?.close());

/**
 * Ends every other session on the test's database, as a server restart ends the function's, and waits
 * until they are gone: the pool's sockets are then closed under it, and no request races the drop.
 */
async function dropConnections(): Promise<number> {
  const ended = await runner.db.sql<{ pid: number }[]>`
    select pid, pg_terminate_backend(pid) from (
      select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
    ) as others`;
  const pids = ended.map((row) => row.pid);
  for (;;) {
    const [left] = await runner.db.sql<{ count: number }[]>`
      select count(*)::int from pg_stat_activity where pid = any(${pids}::int[])`;
    if (left?.count === 0) return pids.length;
  }
}

async function send(name: string) {
  const response = await runner.submit(
    contactBody({ name, message: `Besked fra ${name} om en ny carport.` }),
  );
  return { status: response.status, body: (await response.json()) as { success?: boolean } };
}

it('delivers every lead sent after the server dropped the connections, and stores them again', async () => {
  expect((await send('Før Afbrydelsen')).status).toBe(200);
  expect(await dropConnections()).toBeGreaterThan(0);
  // The requests after the drop, one after another as the pool meets its broken connections.
  const names = ['Lige Efter', 'Anden Efter', 'Tredje Efter', 'Fjerde Efter', 'Femte Efter'];
  for (const name of names)
    expect(await send(name), name).toMatchObject({ status: 200, body: { success: true } });

  // Each of them reached the company once: stored and notified, or notified as not stored.
  const subjects = (await Promise.all((await runner.outbox()).map((raw) => simpleParser(raw)))).map(
    (mail) => mail.subject ?? '',
  );
  for (const name of names)
    expect(
      subjects.filter((subject) => new RegExp(`^(Ikke gemt: )?Ny besked fra ${name}$`).test(subject)),
      name,
    ).toHaveLength(1);

  // Once the pool has new connections, a lead is stored as usual.
  expect((await send('Gemt Bagefter')).status).toBe(200);
  const [row] = await runner.db.sql<{ count: number }[]>`
    select count(*)::int from public.form_submissions where fields ->> 'name' = 'Gemt Bagefter'`;
  expect(row?.count).toBe(1);
});
