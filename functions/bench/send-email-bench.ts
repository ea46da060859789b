// Throughput and latency of the send-email handler for contact submissions, e-mails written to an outbox
// in a temporary folder, rate limit off. Run: ./node_modules/.bin/node functions/bench/send-email-bench.ts
// Bounded: BENCH_REQUESTS requests (default 400) with BENCH_CONCURRENCY in flight (default 8), in-process.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../_shared/clock.ts';
import { loadConfig } from '../_shared/config.ts';
import type { EmailTransport } from '../_shared/email.ts';
import { unlimited } from '../_shared/rate-limit.ts';
import { createSendEmailHandler } from '../send-email/handler.ts';
import { contactBody } from '../test-support/fixtures.ts';

type OutboxModule = {
  createOutboxTransport(options: { dir: string; log?: (line: string) => void }): EmailTransport;
};

// The outbox transport lives in packages/local-functions, which depends on this package; importing it by
// path here (rather than by package name) avoids a dependency cycle for a dev-only script.
const outboxModule = new URL('../../packages/local-functions/src/outbox-transport.ts', import.meta.url).href;
const { createOutboxTransport } = (await import(outboxModule)) as OutboxModule;

const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const dir = await mkdtemp(join(tmpdir(), 'send-email-bench-'));

const handler = createSendEmailHandler({
  config: loadConfig({}),
  transport: createOutboxTransport({ dir, log: () => {} }),
  clock: systemClock,
  rateLimiter: unlimited,
  log: () => {},
});

function request(i: number): Request {
  return new Request('http://127.0.0.1/functions/v1/send-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      contactBody({ name: `Kunde ${i}`, message: `Besked nummer ${i} om en ny terrasse.` }),
    ),
  });
}

const latencies: number[] = [];
let failures = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      const response = await handler(request(i));
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) failures++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const quantile = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
const written = (await readdir(dir)).filter((name) => name.endsWith('.eml')).length;
await rm(dir, { recursive: true, force: true });

console.log(
  `send-email (contact, outbox): ${requests} requests, concurrency ${concurrency}, ${failures} failed`,
);
console.log(`throughput: ${(requests / seconds).toFixed(1)} submissions/s (${written} .eml files written)`);
console.log(
  `latency: p50 ${quantile(0.5).toFixed(1)} ms, p95 ${quantile(0.95).toFixed(1)} ms, max ${quantile(1).toFixed(1)} ms`,
);
if (failures > 0) process.exitCode = 1;
