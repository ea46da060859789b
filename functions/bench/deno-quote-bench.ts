// Two of the largest quotes the functions accept (five photos filling the 40 MiB body), at once, to the deployed
// entry, functions/send-email/index.ts, under Deno with the V8 heap capped at an Edge Function's
// 256 MB, against the embedded Postgres and a stand-in for Resend. Prints the request's time, the
// process's CPU time for it, its memory before and at its peak (Linux /proc), and the isolate's peak
// JS heap and external buffers (what the Edge runtime's limit counts).
// Run: ./node_modules/.bin/node functions/bench/deno-quote-bench.ts [--quotes 2]   (or `pnpm bench quote-body`)
import { readFile } from 'node:fs/promises';
import { solvedChallenge } from '../test-support/challenge.ts';
import { testDatabase } from '../test-support/database.ts';
import { serveEntry, stop } from '../test-support/deno-serve.ts';
import { quoteBody } from '../test-support/fixtures.ts';
import { LARGEST_QUOTE_FILE_BYTES, photo } from '../test-support/large-files.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';

const MEMORY_LIMIT_MB = 256;
/** Quotes sent at once (`--quotes N`): two visitors' largest quotes must fit one isolate together. */
const QUOTES = Number(process.argv[process.argv.indexOf('--quotes') + 1] ?? 2) || 2;
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

const db = await testDatabase({ ownCluster: true });
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
    HEALTH_SECRET: 'deno-quote-bench-health-secret-012345678',
    SUPABASE_DB_URL: db.server.url,
    SUPABASE_URL: 'https://abcdefgh.supabase.co',
    DATABASE_POOL_SIZE: '1',
    RATE_LIMIT_MAX: '0',
    RATE_LIMIT_DAILY_MAX: '0',
    ALLOW_LOOPBACK_SERVICES: 'true',
    SAMPLE_ISOLATE_MEMORY: 'true',
  },
  [`--max-heap-size=${MEMORY_LIMIT_MB}`],
);
const pid = served.process.pid ?? 0;

try {
  const files = Array.from({ length: 5 }, (_, i) => photo(LARGEST_QUOTE_FILE_BYTES, i + 1));
  const payloads = await Promise.all(
    Array.from({ length: QUOTES }, async (_, quote) => {
      // Each its own visitor: the same content twice would be one submission (a repeat).
      const body = quoteBody({
        name: `Kunde ${quote + 1}`,
        attachments: files.map((file, i) => ({
          filename: `foto-${i + 1}.png`,
          content: file.content,
          type: 'image/png',
          size: file.bytes.length,
        })),
      });
      body.formData.altcha = await solvedChallenge(ALTCHA_KEY);
      return JSON.stringify(body);
    }),
  );

  // A small request first, so the figures are the quotes' and not the first request's set-up.
  await (await fetch(`${served.url}/send-email/challenge`)).text();
  const before = { cpu: await cpuSeconds(pid), memory: await memoryMib(pid) };
  const started = performance.now();
  // All at once, each from its own client, as two visitors sending their largest quotes together.
  const answers = await Promise.all(
    payloads.map(async (payload, i) => {
      const response = await fetch(`${served.url}/send-email`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'http://127.0.0.1:4173',
          'cf-connecting-ip': `198.51.100.${i + 7}`,
        },
        body: payload,
      });
      return {
        status: response.status,
        ...((await response.json()) as { success?: boolean; error?: string }),
      };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = { cpu: await cpuSeconds(pid), memory: await memoryMib(pid) };
  const notifications = resend.calls.filter((call) => call.subject.startsWith('Ny tilbudsforespørgsel'));
  const [stored] = await db.sql<{ mib: number }[]>`
    select round(coalesce(sum(size), 0) / 1048576.0, 1)::float as mib from public.submission_attachments`;

  const verdict = (mib: number) => (mib * 1.048576 <= MEMORY_LIMIT_MB ? 'within' : 'OVER');
  const payloadMib = (payloads[0]?.length ?? 0) / 2 ** 20;
  console.log(
    `${QUOTES} largest quote(s) at once: 5 photos × ${(LARGEST_QUOTE_FILE_BYTES / 2 ** 20).toFixed(0)} MiB each, body ${payloadMib.toFixed(1)} MiB each, to the Deno entry with --v8-flags=--max-heap-size=${MEMORY_LIMIT_MB}`,
  );
  console.log('| figure | value |');
  console.log('|---|---|');
  console.log(
    `| answers | ${answers.map((a) => `${a.status} ${a.success ? 'stored and sent' : a.error}`).join('; ')} |`,
  );
  for (const notification of notifications)
    console.log(
      `| notification | ${notification.attachments.length} files attached, ${5 - notification.attachments.length} as links |`,
    );
  console.log(`| files kept for the links | ${stored?.mib} MiB |`);
  console.log(`| time until every answer | ${seconds.toFixed(2)} s |`);
  console.log(`| CPU time of the Deno process for the requests | ${(after.cpu - before.cpu).toFixed(2)} s |`);
  console.log(`| memory before the requests | ${before.memory.now.toFixed(0)} MiB RSS |`);
  console.log(
    `| peak memory of the Deno process (runtime included) | ${after.memory.peak.toFixed(0)} MiB RSS |`,
  );
  await stop(served);
  const isolate = Number(/isolate peak ([\d.]+) MiB/.exec(served.output())?.[1]);
  console.log(
    `| peak of the isolate: JS heap + external buffers, sampled every 5 ms | ${isolate.toFixed(0)} MiB (${MEMORY_LIMIT_MB} MB: ${verdict(isolate)}) |`,
  );
  const allSent = answers.every((a) => a.status === 200) && notifications.length === QUOTES;
  process.exitCode = allSent && isolate * 1.048576 <= MEMORY_LIMIT_MB ? 0 : 1;
} finally {
  await stop(served);
  await resend.close();
  await db.close();
}
