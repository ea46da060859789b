// How long the form's proof of work takes at each cost level (issue 42, decision 047): solved with the
// site's solver (altcha-lib, Web Crypto SHA-256) in Debian's Chromium with the CPU slowed 4x (Lighthouse's
// default mobile profile), and in Node at full speed (a script's cost), then what a flood of hundreds costs
// as the site-wide level rises. Solved on the page's main thread, which the CPU throttling reliably slows
// (the site solves in a worker, at the same speed on a real phone).
// Run: ./node_modules/.bin/node tests/bench/challenge-cost.ts [--samples 3]   (or `pnpm bench challenge`)
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { systemClock } from '../../functions/_shared/clock.ts';
import { loadConfig } from '../../functions/_shared/config.ts';
import { issueChallenge } from '../../functions/send-email/challenge.ts';
import { challengeFactor } from '../../functions/send-email/challenge-cost.ts';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

const CPU_SLOWDOWN = 4;
const SAMPLES = Number(process.argv[process.argv.indexOf('--samples') + 1]) || 3;
const FLOOD = 300;
const secret = 'challenge-bench-secret-0123456789abcdef';
const config = loadConfig({});

// altcha-lib as the functions install it: its ES modules, served to the page as the site's bundle
// carries them, and loaded here for the script's side.
const altchaDir = join(
  dirname(createRequire(new URL('../../functions/package.json', import.meta.url)).resolve('altcha-lib')),
  '..',
  '..',
  'esm',
  'v2',
);
type Challenge = Awaited<ReturnType<typeof issueChallenge>>;
/** What the bench uses of altcha-lib (the functions' dependency, not the tests'). */
type Solver = {
  solveChallenge(options: { challenge: Challenge; deriveKey: unknown }): Promise<{ counter: number } | null>;
};
const { solveChallenge } = (await import(pathToFileURL(join(altchaDir, 'index.js')).href)) as Solver;
const { deriveKey } = (await import(pathToFileURL(join(altchaDir, 'algorithms/web/sha.js')).href)) as {
  deriveKey: unknown;
};
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (path === '/') {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>challenge</title>');
    return;
  }
  const file = normalize(join(altchaDir, path.replace(/^\/altcha\//, '')));
  if (!path.startsWith('/altcha/') || !file.startsWith(altchaDir)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/javascript' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const factors: number[] = [];
for (let factor = 1; factor <= config.challengeMaxFactor; factor *= 2) factors.push(factor);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  await page.goto(base);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  console.log(
    `challenge: SHA-256 counters ${config.challengeMaxFactor > 1 ? 'at each level' : ''} (usual range ${5000}–${30000}), ${SAMPLES} challenges a level; Chromium ${CPU_SLOWDOWN}x CPU slowdown (mobile profile) and Node at full speed`,
  );
  console.log('| level | counter range | phone: median (slowest) | phone hashes/s | Node: median |');
  console.log('|---|---|---|---|---|');
  const nodeMedianMs = new Map<number, number>();
  for (const factor of factors) {
    const phone: number[] = [];
    const node: number[] = [];
    let hashes = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const challenge = await issueChallenge({ secret, clock: systemClock, factor });
      const solved = await page.evaluate(async (challenge: Challenge) => {
        const { solveChallenge } = await import('/altcha/index.js' as string);
        const { deriveKey } = await import('/altcha/algorithms/web/sha.js' as string);
        const started = performance.now();
        const solution = await solveChallenge({ challenge, deriveKey });
        return { ms: performance.now() - started, counter: solution?.counter as number };
      }, challenge);
      phone.push(solved.ms);
      hashes += solved.counter;
      const started = performance.now();
      await solveChallenge({ challenge, deriveKey });
      node.push(performance.now() - started);
    }
    nodeMedianMs.set(factor, median(node));
    const total = phone.reduce((sum, ms) => sum + ms, 0);
    console.log(
      `| x${factor} | ${5000 * factor}–${30000 * factor} | ${seconds(median(phone))} (${seconds(Math.max(...phone))}) | ${Math.round((hashes / total) * 1000)} | ${seconds(median(node))} |`,
    );
  }

  // A flood of FLOOD submissions within the hour from new clients: each pays the site-wide level it meets.
  let floodMs = 0;
  for (let n = 0; n < FLOOD; n++) {
    const factor = challengeFactor({ site: n, client: 0 }, config);
    floodMs += nodeMedianMs.get(factor) ?? 0;
  }
  console.log(
    `| flood of ${FLOOD} in an hour (CHALLENGE_SITE_STEP ${config.challengeSiteStep}), one Node process | | | | ${(floodMs / 60_000).toFixed(0)} min of solving |`,
  );
} finally {
  await browser.close();
  server.close();
}
