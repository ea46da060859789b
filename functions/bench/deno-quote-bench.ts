// The largest quote the functions accept (five photos filling the 40 MiB body) sent to the deployed
// entry, functions/send-email/index.ts, under Deno with the V8 heap capped at an Edge Function's
// 256 MB, against the embedded Postgres and a stand-in for Resend. Prints the request's time, the
// process's CPU time for it, its memory before and at its peak (Linux /proc), and the isolate's peak
// JS heap and external buffers (what the Edge runtime's limit counts).
// Run: ./node_modules/.bin/node functions/bench/deno-quote-bench.ts   (or `pnpm bench quote`)
import { readFile } from 'node:fs/promises';
import { solvedChallenge } from '../test-support/challenge.ts';
import { testDatabase } from '../test-support/database.ts';
import { serveEntry, stop } from '../test-support/deno-serve.ts';
import { quoteBody } from '../test-support/fixtures.ts';
import { LARGEST_QUOTE_FILE_BYTES, photo } from '../test-support/large-files.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';

const MEMORY_LIMIT_MB = 256;
const ALTCHA_KEY = 'deno-quote-bench-altcha-key-0123456789ab';
// /proc/<pid>/stat counts CPU time in clock ticks, 100 a second on Linux.
const TICKS_PER_SECOND = 100;

/** The process's CPU time so far (user + system), in seconds. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The process's resident memory now and at its peak so far, in MiB. */
async function memoryMib(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { now: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

const db = await testDatabase();
const resend = await startResendStandIn();
const served = await serveEntry(
  'functions/send-email/index.ts',
  {
    EMAIL_TRANSPORT: 'resend',
    RESEND_API_KEY: 're_bench',
    RESEND_API_URL: resend.url,
    EMAIL_FROM: 'Nordkyst Byg ApS <kontakt@nordkystbyg.dk>',
    ALLOWED_ORIGINS: 'http://127.0.0.1:4173',
    ALTCHA_HMAC_KEY: ALTCHA_KEY,
    RETRY_SECRET: 'deno-quote-bench-retry-secret-0123456789',
    SUPABASE_DB_URL: db.server.url,
    SUPABASE_URL: 'https://abcdefgh.supabase.co',
    DATABASE_POOL_SIZE: '1',
    RATE_LIMIT_MAX: '0',
    ALLOW_LOOPBACK_SERVICES: 'true',
    SAMPLE_ISOLATE_MEMORY: 'true',
  },
  [`--max-heap-size=${MEMORY_LIMIT_MB}`],
);
const pid = served.process.pid ?? 0;

try {
  const files = Array.from({ length: 5 }, (_, i) => photo(LARGEST_QUOTE_FILE_BYTES, i + 1));
  const body = quoteBody({
    attachments: files.map((file, i) => ({
      filename: `foto-${i + 1}.png`,
      content: file.content,
      type: 'image/png',
      size: file.bytes.length,
    })),
  });
  body.formData.altcha = await solvedChallenge(ALTCHA_KEY);
  const payload = JSON.stringify(body);

  // A small request first, so the figures are the quote's and not the first request's set-up.
  await (await fetch(`${served.url}/send-email/challenge`)).text();
  const before = { cpu: await cpuSeconds(pid), memory: await memoryMib(pid) };
  const started = performance.now();
  const response = await fetch(`${served.url}/send-email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: 'http://127.0.0.1:4173',
      'cf-connecting-ip': '198.51.100.7',
    },
    body: payload,
  });
  const answer = (await response.json()) as { success?: boolean; error?: string };
  const seconds = (performance.now() - started) / 1000;
  const after = { cpu: await cpuSeconds(pid), memory: await memoryMib(pid) };
  const notification = resend.calls.find((call) => call.subject.startsWith('Ny tilbudsforespørgsel'));
  const [stored] = await db.sql<{ mib: number }[]>`
    select round(coalesce(sum(size), 0) / 1048576.0, 1)::float as mib from public.submission_attachments`;

  const verdict = (mib: number) => (mib * 1.048576 <= MEMORY_LIMIT_MB ? 'within' : 'OVER');
  console.log(
    `largest quote: 5 photos × ${(LARGEST_QUOTE_FILE_BYTES / 2 ** 20).toFixed(0)} MiB, body ${(payload.length / 2 ** 20).toFixed(1)} MiB, to the Deno entry with --v8-flags=--max-heap-size=${MEMORY_LIMIT_MB}`,
  );
  console.log('| figure | value |');
  console.log('|---|---|');
  console.log(`| answer | ${response.status} ${answer.success ? 'stored and sent' : answer.error} |`);
  console.log(
    `| notification | ${notification?.attachments.length ?? 0} files attached, ${5 - (notification?.attachments.length ?? 0)} as links; ${stored?.mib} MiB kept for the links |`,
  );
  console.log(`| request time | ${seconds.toFixed(2)} s |`);
  console.log(`| CPU time of the Deno process for the request | ${(after.cpu - before.cpu).toFixed(2)} s |`);
  console.log(`| memory before the request | ${before.memory.now.toFixed(0)} MiB RSS |`);
  console.log(
    `| peak memory of the Deno process (runtime included) | ${after.memory.peak.toFixed(0)} MiB RSS |`,
  );
  await stop(served);
  const isolate = Number(/isolate peak ([\d.]+) MiB/.exec(served.output())?.[1]);
  console.log(
    `| peak of the isolate: JS heap + external buffers, sampled every 5 ms | ${isolate.toFixed(0)} MiB (${MEMORY_LIMIT_MB} MB: ${verdict(isolate)}) |`,
  );
  process.exitCode = response.status === 200 && notification ? 0 : 1;
} finally {
  await stop(served);
  await resend.close();
  await db.close();
}
