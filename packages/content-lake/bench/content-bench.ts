// Times the embedded content server as the site meets it: every page query through the real
// @sanity/client, and image transforms from a cold and a warm cache.
// Run: `pnpm bench content` (from the repository root; it sets CONTENT_SEED_DIR).
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@sanity/client';
import { startContentServer } from '../src/index.ts';

const repoRoot = process.cwd();
const seedDir = process.env.CONTENT_SEED_DIR;
if (!seedDir) throw new Error('CONTENT_SEED_DIR must name the seed folder (pnpm bench content sets it)');

const queryRuns = 200;
const cachedImageRuns = 50;
const targets = { queryMedianMs: 5, cachedImageMs: 10, firstTransformMs: 300 };

/** `first`: the first, uncached run; `median`/`p95` over the repeated runs. */
type Row = { what: string; first?: number; median: number; p95?: number; target: number };

/**
 * The page queries, from @nordkyst/content's entry. This package cannot list it as a dependency (the
 * content package depends on this one), so the entry is resolved from the content package itself.
 */
async function pageQueries(): Promise<Record<string, string>> {
  const resolve = createRequire(join(repoRoot, 'packages/content/package.json')).resolve;
  const content = (await import(pathToFileURL(resolve('@nordkyst/content')).href)) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(content).filter(
      (entry): entry is [string, string] => entry[0].endsWith('Query') && typeof entry[1] === 'string',
    ),
  );
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function repeat(times: number, run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  for (let index = 0; index < times; index++) samples.push(await time(run));
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

async function fetchImage(url: string, accept: string): Promise<void> {
  const response = await fetch(url, { headers: { Accept: accept } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

const cacheDir = await mkdtemp(join(tmpdir(), 'content-bench-'));
try {
  const started = performance.now();
  const server = await startContentServer({ port: 0, seedDir, cacheDir });
  const coldStartMs = performance.now() - started;
  const client = createClient({
    apiHost: server.url,
    useProjectHostname: false,
    projectId: 'nordkyst',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
  });
  const rows: Row[] = [];

  const slug = await client.fetch<string>('*[_type == "service" && hasPage == true][0].slug.current');
  for (const [name, query] of Object.entries(await pageQueries())) {
    const params = query.includes('$slug') ? { slug } : {};
    const first = await time(() => client.fetch(query, params));
    const { median, p95 } = await repeat(queryRuns, () => client.fetch(query, params));
    rows.push({ what: `query ${name}`, first, median, p95, target: targets.queryMedianMs });
  }

  // A 2400 px seed image to 800 px, as the gallery asks for it.
  const source = await client.fetch<string>('*[_type == "galleryItem"][0].image.asset->url');
  const url = `${source}?w=800&h=533&fit=crop&auto=format&q=75`;
  for (const [format, accept] of [
    ['AVIF', 'image/avif,image/webp,*/*'],
    ['WebP', 'image/webp,*/*'],
  ] as const) {
    const first = await time(() => fetchImage(url, accept));
    rows.push({
      what: `first 800 px ${format} (cold cache)`,
      first,
      median: first,
      target: targets.firstTransformMs,
    });
    const { median, p95 } = await repeat(cachedImageRuns, () => fetchImage(url, accept));
    rows.push({ what: `cached 800 px ${format}`, median, p95, target: targets.cachedImageMs });
  }
  await server.close();

  const shown = (ms: number | undefined) => (ms === undefined ? '' : ms.toFixed(2));
  console.log(
    `content server: started in ${coldStartMs.toFixed(0)} ms with a cold cache; ${queryRuns} runs per query\n`,
  );
  console.table(
    rows.map((row) => ({
      measure: row.what,
      'first ms': shown(row.first),
      'median ms': shown(row.median),
      'p95 ms': shown(row.p95),
      'target ms': `< ${row.target}`,
      ok: row.median < row.target ? 'yes' : 'NO',
    })),
  );
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
