// A photo grant (`POST …/send-email/uploads`, five photos) with 100,000 upload rows in the table, and with
// none, to compare: the embedded Postgres, the local storage server signing the five upload URLs, the
// handler called in process. The ceilings are counters (decision 057), so a grant's time should not grow
// with the rows. A benchmark that prints figures, not a timed test.
// Run: ./node_modules/.bin/node functions/bench/upload-grant-bench.ts (or `pnpm bench grants`).
// BENCH_UPLOAD_ROWS (default 100000), BENCH_RUNS (default 60).
import type { Clock } from '../_shared/clock.ts';
import { createSendEmailHandler } from '../send-email/handler.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { testDatabase } from '../test-support/database.ts';
import { startTestStorage } from '../test-support/local-storage.ts';
import {
  databaseParts,
  handlerConfig,
  photoParts,
  SEND_EMAIL_URL,
} from '../test-support/send-email-parts.ts';

const rows = Number(process.env.BENCH_UPLOAD_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 60);
const ALTCHA = 'upload-grant-bench-secret-0123456789abcdef';

const db = await testDatabase({ ownCluster: true });
const storage = await startTestStorage();
const clock: Clock = { now: () => Date.now() };
const handler = createSendEmailHandler({
  config: handlerConfig({ altchaHmacKey: ALTCHA, clientAddressHeader: 'x-client-address' }),
  transport: { send: async () => ({ id: crypto.randomUUID() }) },
  clock,
  ...databaseParts(db.sql, clock),
  uploads: photoParts(db.sql, storage),
  log: () => {},
});

/**
 * `count` upload rows, five a grant, of grants given an hour ago to 2,000 clients (their tokens expired,
 * so none is open), each counted by the triggers as a grant's rows are.
 */
async function seed(count: number) {
  const grants = Math.ceil(count / 5);
  await db.sql`insert into public.upload_grants (challenge_signature, idempotency_key, client_hash, created_at, expires_at)
    select 'bench-' || n, 'bench-key-' || n, 'bench-client-' || (n % 2000), now() - interval '3 hours',
      now() - interval '1 hour'
    from generate_series(1, ${grants}) as n`;
  await db.sql`insert into public.upload_files (grant_id, position, path, filename, type, size, token_expires_at)
    select g.id, p, g.id || '/' || p || '-00000000-foto.jpg', 'foto.jpg', 'image/jpeg', 1000, g.expires_at
    from public.upload_grants g cross join generate_series(0, 4) as p
    where g.challenge_signature like 'bench-%'
    limit ${count}`;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

let serial = 0;
/** `runs` grants of five photos, each a new solution from a /64 of its own: the times of the requests. */
async function grantTimes(): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const altcha = await solvedChallenge(ALTCHA, clock);
    const files = [1, 2, 3, 4, 5].map((n) => ({
      filename: `foto-${n}.jpg`,
      type: 'image/jpeg',
      size: 200_000,
    }));
    serial++;
    const request = new Request(`${SEND_EMAIL_URL}/uploads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': `bench-grant-${serial}`,
        'x-client-address': `2001:db8:${(serial >> 16) & 0xffff}:${serial & 0xffff}::1`,
      },
      body: JSON.stringify({ formType: 'quote', altcha, files }),
    });
    const started = performance.now();
    const response = await handler(request);
    const body = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`a grant answered ${response.status}: ${body}`);
  }
  return times;
}

const report = (label: string, times: number[]) =>
  console.log(
    `| ${label} | ${runs} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} |`,
  );

console.log('| upload rows in the table | grants | p50 ms | p95 ms |');
console.log('| --- | --- | --- | --- |');
// The first grants warm the handler, the connection and storage's key up: not counted.
await grantTimes();
report('0 (and the warm-up grants)', await grantTimes());
const seeded = performance.now();
await seed(rows);
const [count] = await db.sql<{ count: number }[]>`select count(*)::int as count from public.upload_files`;
console.error(`seeded ${count?.count} upload rows in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
report(String(count?.count ?? 0), await grantTimes());

await storage.close();
await db.close();
