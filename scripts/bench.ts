// `pnpm bench [part…]`: the benchmarks, each printing its own table. Parts: content, functions, leads, grants, drain,
// quote-body, challenge, photos, quote, studio, lighthouse (default: all; lighthouse builds the site first and takes several minutes). Each
// writes its report to .data/bench/<part>.md (lighthouse its own, with a JSON beside it).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runReported } from './bench-report.ts';
import { buildSite } from './build.ts';
import { ensureBrowser } from './ensure-chromium.ts';
import {
  contentEnv,
  hostRoot,
  run,
  startContent,
  startFunctions,
  startHost,
  stopAll,
  urls,
} from './stack.ts';

/**
 * The build served as in production, with its content and functions (the photo bench drives the real
 * quote form). Builds first when asked or when there is no build.
 */
async function servedBuild(rebuild = false): Promise<number> {
  if (rebuild || !existsSync(resolve(hostRoot, 'index.html'))) {
    const built = await buildSite().finally(stopAll);
    if (built !== 0) return built;
  }
  await Promise.all([startContent(), startFunctions(), startHost()]);
  return 0;
}

/** What a bench run against the served build needs to know. */
const servedEnv = () => ({ BASE_URL: urls.site, HOST_ROOT: hostRoot });

/** A bench that drives the served build in a browser, reported as `name`. */
async function servedBench(name: string, script: string): Promise<number> {
  const ready = await servedBuild();
  return ready === 0 ? runReported(name, process.execPath, [script], servedEnv()).finally(stopAll) : ready;
}

const parts: Record<string, () => Promise<number>> = {
  content: () =>
    runReported('content', process.execPath, ['packages/content-lake/bench/content-bench.ts'], contentEnv()),
  functions: () => runReported('functions', process.execPath, ['functions/bench/send-email-bench.ts']),
  // The Henvendelser list of 10,000 leads through the leads function: time to the first page.
  leads: () => runReported('leads', process.execPath, ['functions/bench/leads-bench.ts']),
  // A photo grant with 100,000 upload rows in the table: p50 and p95 (decision 057).
  grants: () => runReported('grants', process.execPath, ['functions/bench/upload-grant-bench.ts']),
  // A throwaway PostgreSQL with pg_cron (installed when missing) and 1.2 GB of stored photos.
  drain: () => runReported('drain', process.execPath, ['functions/bench/drain-bench.ts']),
  // The largest base64 quote body to the deployed Deno entry with an Edge Function's 256 MB heap.
  'quote-body': () => runReported('quote-body', process.execPath, ['functions/bench/deno-quote-bench.ts']),
  // The form's proof of work at each cost level, in Chromium with a phone's CPU (4x slowdown) and in Node.
  challenge: () => runReported('challenge', process.execPath, ['tests/bench/challenge-cost.ts']),
  photos: () => servedBench('photos', 'tests/bench/scale-photos.ts'),
  // A quote with five 12-megapixel photos from a phone on slow 4G, through the real quote form.
  quote: () => servedBench('quote', 'tests/bench/phone-quote.ts'),
  // Starts its own stack (own ports and data); the web build must exist.
  studio: async () => {
    const built = existsSync(resolve(hostRoot, 'index.html')) ? 0 : await buildSite().finally(stopAll);
    return built === 0 ? runReported('studio', process.execPath, ['tests/bench/studio.ts']) : built;
  },
  lighthouse: async () => {
    const ready = await servedBuild(true);
    return ready === 0
      ? run(process.execPath, ['tests/bench/lighthouse.ts', ...process.argv.slice(3)], servedEnv()).finally(
          stopAll,
        )
      : ready;
  },
};

const chosen = process.argv[2] ? [process.argv[2]] : Object.keys(parts);
/** The parts that drive Chromium (the whole browser, installed when missing). */
const inBrowser = ['challenge', 'photos', 'quote', 'studio', 'lighthouse'];
if (chosen.some((name) => inBrowser.includes(name)) && !ensureBrowser()) process.exit(1);
let failed = 0;
for (const name of chosen) {
  const part = parts[name];
  if (!part) {
    console.error(`Unknown bench "${name}". Parts: ${Object.keys(parts).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n━━━ bench: ${name} ━━━`);
  if ((await part()) !== 0) failed++;
}
process.exit(failed ? 1 : 0);
