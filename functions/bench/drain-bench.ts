// The retry backlog a function must survive: QUOTES quote requests (default 30) with FILES files of
// FILE_MIB MiB each (default five of 8 MiB) waiting in a real PostgreSQL 15 (a throwaway cluster, as
// the pg-cron suite uses), drained by the scheduled retry's bounded runs in a process of its own
// (drain-worker.ts) sending through Resend's transport to a stand-in. Prints the drain time and the
// worker's peak memory against the Edge Function's 256 MB.
// Run: ./node_modules/.bin/node functions/bench/drain-bench.ts [--quotes 30] [--files 5] [--file-mib 8] [--heap-mib 64]
//      (or `pnpm bench drain`)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensurePostgres } from '@nordkyst/debian-packages';
import { migratedCluster } from '../test-support/postgres-cluster.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';

const MEMORY_LIMIT_MB = 256;
const { values } = parseArgs({
  options: {
    quotes: { type: 'string', default: '30' },
    files: { type: 'string', default: '5' },
    'file-mib': { type: 'string', default: '8' },
    // The worker's old-generation heap cap (MiB): a drain that needed more would die.
    'heap-mib': { type: 'string', default: '64' },
  },
});
const quotes = Number(values.quotes);
const files = Number(values.files);
const fileBytes = Number(values['file-mib']) * 2 ** 20;
const HEAP_CAP_MIB = Number(values['heap-mib']);

if (!ensurePostgres()) process.exit(1);
const { cluster, sql, close } = await migratedCluster(1);
const resend = await startResendStandIn();

try {
  const seeding = performance.now();
  for (let q = 0; q < quotes; q++) {
    const [row] = await sql<{ id: string }[]>`
      insert into public.form_submissions
        (idempotency_key, request_hash, form_type, fields, files, attempts, next_attempt_at, created_at)
      values (${`bench-${q}`}, 'h', 'quote',
        ${sql.json({ name: `Kunde ${q}`, email: `kunde${q}@example.dk`, phone: '12345678', address: 'Vej 1', postalCode: '3250', description: 'Tag', acceptTerms: true })},
        ${sql.json(Array.from({ length: files }, (_, f) => ({ filename: `foto-${f}.jpg`, type: 'image/jpeg', size: fileBytes })))},
        1, now(), now())
      returning id`;
    for (let f = 0; f < files; f++) {
      await sql`insert into public.submission_attachments (submission_id, position, filename, type, size, content)
        values (${row?.id ?? ''}, ${f}, ${`foto-${f}.jpg`}, 'image/jpeg', ${fileBytes}, ${randomBytes(fileBytes)})`;
    }
  }
  const [stored] = await sql<{ mib: number }[]>`
    select round(sum(octet_length(content)) / 1048576.0)::int as mib from public.submission_attachments`;
  const seedSeconds = (performance.now() - seeding) / 1000;

  // The worker's JS heap is capped as an Edge Function's isolate is: a drain that needed more would die.
  const heapCap = `--max-old-space-size=${HEAP_CAP_MIB}`;
  const workerPath = fileURLToPath(new URL('drain-worker.ts', import.meta.url));
  const worker = spawn(process.execPath, [heapCap, workerPath], {
    // The drain, not the daily e-mail budget (EMAIL_DAILY_BUDGET), is measured here.
    env: { DATABASE_URL: cluster.url, RESEND_API_URL: resend.url, EMAIL_DAILY_BUDGET: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  worker.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => worker.once('exit', resolve));
  if (code !== 0) throw new Error(`the drain worker exited with ${code}: ${output}`);
  const result = JSON.parse(output.trim().split('\n').pop() ?? '{}') as {
    seconds: number;
    runs: number;
    delivered: number;
    baselineMb: number;
    peakJsMb: number;
    peakRssMb: number;
  };

  const [left] = await sql<{ pending: number; kept: number }[]>`
    select (select count(*)::int from public.form_submissions where status <> 'sent') as pending,
      (select count(*)::int from public.submission_attachments) as kept`;
  const notifications = resend.calls.filter((call) => call.key.includes('-notification-'));
  const complete = notifications.filter((call) => call.status === 200 && call.attachments.length === files);

  console.log(
    `retry backlog: ${quotes} quotes × ${files} files of ${values['file-mib']} MiB (${stored?.mib} MiB in Postgres, seeded in ${seedSeconds.toFixed(1)} s)`,
  );
  console.log(`worker: node --max-old-space-size=${HEAP_CAP_MIB} (the run dies if its heap needs more)`);
  console.log('| figure | value |');
  console.log('|---|---|');
  console.log(`| drain time | ${result.seconds.toFixed(1)} s (${result.runs} scheduled runs) |`);
  console.log(
    `| delivered | ${result.delivered} of ${quotes} (${complete.length} notifications with all ${files} files) |`,
  );
  console.log(`| left pending / files kept | ${left?.pending} / ${left?.kept} |`);
  console.log(`| worker memory at start | ${result.baselineMb.toFixed(0)} MiB RSS |`);
  const verdict = (mib: number) => (mib * 1.048576 <= MEMORY_LIMIT_MB ? 'within' : 'OVER');
  console.log(
    `| worker peak JS heap + external buffers (sampled every 5 ms) | ${result.peakJsMb.toFixed(0)} MiB (${MEMORY_LIMIT_MB} MB: ${verdict(result.peakJsMb)}) |`,
  );
  console.log(
    `| worker peak memory, whole process | ${result.peakRssMb.toFixed(0)} MiB RSS (${MEMORY_LIMIT_MB} MB: ${verdict(result.peakRssMb)}) |`,
  );
  process.exitCode = result.delivered === quotes && left?.pending === 0 && left.kept === 0 ? 0 : 1;
} finally {
  await close();
  await resend.close();
}
