// The Studio tool's list through the `leads` function: 10,000 stored leads (and, to compare, 10) in the
// embedded Postgres, the function served over HTTP with its token check against a stand-in of Sanity's
// /users/me, timed from the request to the first page's JSON. A benchmark that prints figures, not a
// timed test. Run: ./node_modules/.bin/node functions/bench/leads-bench.ts (or `pnpm bench leads`).
// BENCH_LEADS (default 10000), BENCH_RUNS (default 20).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { systemClock } from '../_shared/clock.ts';
import { createLeadsHandler } from '../leads/handler.ts';
import { localFetch } from '../leads/local.ts';
import { createStudioUserCheck } from '../leads/studio-user.ts';
import { testDatabase } from '../test-support/database.ts';
import { sanityTokens, startSanityUsersStandIn } from '../test-support/sanity-users.ts';

const many = Number(process.env.BENCH_LEADS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const db = await testDatabase({ ownCluster: true });
const sanity = await startSanityUsersStandIn();
const handler = createLeadsHandler({
  sql: db.sql,
  clock: systemClock,
  checkUser: createStudioUserCheck({
    projectId: 'nordkyst',
    apiHost: sanity.apiHost,
    allowedRoles: ['administrator'],
    allowedUsers: [],
    fetch: localFetch(),
  }),
  studioOrigins: [],
  linkSecret: 'leads-bench-link-secret-0123456789abcdef',
});
const server = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;

/** `count` leads, a minute apart, the three forms in turn, one in seven spam, a third read. */
async function store(count: number) {
  await db.sql`truncate public.form_submissions cascade`;
  await db.sql`insert into public.form_submissions
      (idempotency_key, request_hash, form_type, fields, status, next_attempt_at, created_at, work_status, read_at)
    select 'bench-' || n, 'h', (array['contact', 'quote', 'moldova'])[n % 3 + 1],
      jsonb_build_object('name', 'Kunde ' || n, 'email', 'kunde' || n || '@example.dk',
        'phone', lpad((20000000 + n)::text, 8, '0'), 'message', 'Besked nummer ' || n),
      'sent', now(), now() - n * interval '1 minute',
      case when n % 7 = 0 then 'spam' else 'new' end, case when n % 3 = 0 then now() end
    from generate_series(1, ${count}) as n`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Time to the first page's JSON for `query`: the first call, then the median of `runs`. */
async function firstPage(query: string) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${base}${query}`, {
      headers: { Authorization: `Bearer ${sanityTokens.owner}` },
    });
    const body = (await response.json()) as { leads: unknown[]; total: number };
    if (response.status !== 200) throw new Error(`GET ${query} answered ${response.status}`);
    return { ms: performance.now() - started, shown: body.leads.length, total: body.total };
  };
  const first = await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await once()).ms);
  return { ...first, first: first.ms, median: median(times) };
}

const rows: string[] = [];
for (const count of [10, many]) {
  await store(count);
  for (const [label, query] of [
    ['first page', ''],
    ['search "kunde 77"', '?q=kunde%2077'],
    ['form + status filter', '?form=quote&status=new'],
    ['page 100', '?page=100'],
  ] as const) {
    if (query === '?page=100' && count < 5000) continue;
    const result = await firstPage(query);
    rows.push(
      `| ${count.toLocaleString('en')} | ${label} | ${result.shown} of ${result.total} | ${result.first.toFixed(1)} ms | ${result.median.toFixed(1)} ms |`,
    );
  }
}

server.close();
await sanity.close();
await db.close();

console.log(
  `leads: the Henvendelser list through the leads function (embedded Postgres, token check included), ${runs} runs each`,
);
console.log('| leads stored | request | shown | first call | median |');
console.log('|---:|---|---|---:|---:|');
for (const row of rows) console.log(row);
