// send-email with the database in the path: throughput and latency of contact submissions (each stored
// in the embedded Postgres, then written to an outbox in a temporary folder, rate limit off), and the
// time the retry scheduler takes to drain a backlog of pending submissions once the provider recovers.
// Run: ./node_modules/.bin/node functions/bench/send-email-bench.ts (or `pnpm bench functions`).
// Bounded: BENCH_REQUESTS requests (default 300) with BENCH_CONCURRENCY in flight (default 8), and a
// backlog of BENCH_BACKLOG (default 100), in-process.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../_shared/clock.ts';
import { loadConfig } from '../_shared/config.ts';
import { EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import { createOutboxTransport } from '../local/outbox-transport.ts';
import { sendEmailFromConfig } from '../send-email/wiring.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { testDatabase } from '../test-support/database.ts';
import { contactBody } from '../test-support/fixtures.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const backlog = Number(process.env.BENCH_BACKLOG ?? 100);
const dir = await mkdtemp(join(tmpdir(), 'send-email-bench-'));
const db = await testDatabase({ ownCluster: true });
// Throughput, not the daily e-mail budget (100 by default), which 300 submissions would spend, nor the
// rate limit, the spam rules or the challenge's rising cost, which 300 alike submissions would meet.
const config = loadConfig({
  EMAIL_DAILY_BUDGET: '0',
  RATE_LIMIT_MAX: '0',
  RATE_LIMIT_DAILY_MAX: '0',
  SPAM_REPEAT_MAX: '0',
  CHALLENGE_SITE_STEP: '0',
});

/** Refusals by outcome, to say why when a request failed. */
const outcomes = new Map<string, number>();
const outbox = createOutboxTransport({ dir, log: () => {} });
let providerDown = false;
const transport: EmailTransport = {
  send: (message) => {
    if (providerDown) return Promise.reject(new EmailProviderError('Resend answered 500', { status: 500 }));
    return outbox.send(message);
  },
};
const handler = sendEmailFromConfig({
  config,
  sql: db.sql,
  transport,
  clock: systemClock,
  log: (entry) => {
    if (entry.status !== 200)
      outcomes.set(String(entry.outcome), (outcomes.get(String(entry.outcome)) ?? 0) + 1);
  },
});

/** Bodies with solved challenges, made before timing: solving is the browser's work, not the function's. */
async function bodies(count: number, prefix: string): Promise<string[]> {
  const list: string[] = [];
  for (let i = 0; i < count; i++) {
    const altcha = await solvedChallenge(config.altchaHmacKey);
    list.push(
      JSON.stringify(
        // One address each: every confirmation is within its recipient's daily share.
        contactBody({
          name: `${prefix} ${i}`,
          email: `${prefix.toLowerCase().replace(/\W/g, '')}${i}@example.dk`,
          message: `Besked nummer ${i} om en ny terrasse.`,
          altcha,
        }),
      ),
    );
  }
  return list;
}

const post = (body: string) =>
  handler(
    new Request('http://127.0.0.1/functions/v1/send-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    }),
    // As the local runner passes the socket's address (the limiter is off either way).
    { remoteAddress: '127.0.0.1' },
  );

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

// 1. Submissions with the provider up: stored, then both e-mails sent, per request.
const live = await bodies(requests, 'Kunde');
const latencies: number[] = [];
let failures = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < live.length) {
      const body = live[next++] as string;
      const t0 = performance.now();
      const response = await post(body);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) failures++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const written = (await readdir(dir)).filter((name) => name.endsWith('.eml')).length;

// 2. A backlog: the provider is down while submissions arrive (each stored, answered success), then
// recovers; the scheduler's bounded runs deliver them, timed until nothing is pending.
providerDown = true;
for (const body of await bodies(backlog, 'Venter')) await (await post(body)).arrayBuffer();
await db.sql`update public.form_submissions set next_attempt_at = now() where status = 'pending'`;
providerDown = false;
const drainStarted = performance.now();
let runs = 0;
for (;;) {
  const run = await handler.delivery.runDue(config.rateLimitWindowMs);
  runs++;
  if (run.attempted === 0) break;
}
const drainSeconds = (performance.now() - drainStarted) / 1000;
const [left] = await db.sql<
  { pending: number }[]
>`select count(*)::int as pending from public.form_submissions where status <> 'sent'`;

await db.close();
await rm(dir, { recursive: true, force: true });

console.log(
  `send-email (contact, Postgres + outbox): ${requests} requests, concurrency ${concurrency}, ${failures} failed`,
);
console.log(`throughput: ${(requests / seconds).toFixed(1)} submissions/s (${written} .eml files written)`);
console.log(
  `latency: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms, max ${quantile(latencies, 1).toFixed(1)} ms`,
);
console.log(
  `backlog: ${backlog} pending submissions drained in ${drainSeconds.toFixed(2)} s (${runs} scheduler runs, ${left?.pending ?? '?'} left)`,
);
if (outcomes.size > 0) console.log('refusals:', Object.fromEntries(outcomes));
if (failures > 0 || left?.pending !== 0) process.exitCode = 1;
