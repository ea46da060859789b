// How long the form's proof of work takes at each cost level (issue 42, decision 047): solved with the
// site's solver (altcha-lib, Web Crypto SHA-256) in Debian's Chromium with the CPU slowed 4x (Lighthouse's
// default mobile profile), and in Node at full speed (a script's cost), then what a flood of hundreds costs
// as the site-wide level rises. Solved on the page's main thread, which the CPU throttling reliably slows
// (the site solves in a worker, at the same speed on a real phone). A challenge's counter is random, so
// single times are noisy: the expected and worst times come from the hashing rate over all samples and
// the counter's mean and largest value at each level. The rules are the functions' configuration, so
// `CHALLENGE_MAX_FACTOR=64 pnpm bench challenge` measures another one.
// Run: ./node_modules/.bin/node tests/bench/challenge-cost.ts [--samples 5]   (or `pnpm bench challenge`)
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { systemClock } from '../../functions/_shared/clock.ts';
import { loadConfig } from '../../functions/_shared/config.ts';
import { CHALLENGE_RULES, issueChallenge } from '../../functions/send-email/challenge.ts';
import { challengeFactor } from '../../functions/send-email/challenge-cost.ts';
import { browserPath, chromiumFlags } from '../chromium.ts';

const CPU_SLOWDOWN = 4;
const SAMPLES = Number(process.argv[process.argv.indexOf('--samples') + 1]) || 5;
const FLOODS = [100, 200, 300];
const secret = 'challenge-bench-secret-0123456789abcdef';
const config = loadConfig(process.env);

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
  solveChallenge(options: {
    challenge: Challenge;
    deriveKey: unknown;
    timeout: number;
  }): Promise<{ counter: number } | null>;
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
for (let factor = 1; factor < config.challengeMaxFactor; factor *= 2) factors.push(factor);
factors.push(config.challengeMaxFactor);
/** Fewer samples where one takes a minute: the rate they give is what the figures rest on. */
const samplesAt = (factor: number) =>
  factor <= 8 ? SAMPLES : Math.max(1, Math.ceil((SAMPLES * 8) / factor));
const meanCounter = (factor: number) =>
  ((CHALLENGE_RULES.minCounter + CHALLENGE_RULES.maxCounter) / 2) * factor;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const duration = (ms: number) =>
  ms >= 3_600_000
    ? `${Math.floor(ms / 3_600_000)} h ${Math.round((ms % 3_600_000) / 60_000)} min`
    : `${Math.round(ms / 60_000)} min`;

type Sample = { factor: number; phoneMs: number; nodeMs: number; counter: number };

const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  await page.goto(base);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const samples: Sample[] = [];
  for (const factor of factors) {
    for (let i = 0; i < samplesAt(factor); i++) {
      const challenge = await issueChallenge({ secret, clock: systemClock, factor });
      const solved = await page.evaluate(async (challenge: Challenge) => {
        const { solveChallenge } = await import('/altcha/index.js' as string);
        const { deriveKey } = await import('/altcha/algorithms/web/sha.js' as string);
        const started = performance.now();
        const solution = await solveChallenge({ challenge, deriveKey, timeout: 0 });
        return { ms: performance.now() - started, counter: solution?.counter as number };
      }, challenge);
      const started = performance.now();
      await solveChallenge({ challenge, deriveKey, timeout: 0 });
      samples.push({
        factor,
        phoneMs: solved.ms,
        nodeMs: performance.now() - started,
        counter: solved.counter,
      });
    }
  }
  const total = (pick: (sample: Sample) => number) => samples.reduce((sum, sample) => sum + pick(sample), 0);
  // Hashes a millisecond, over every sample (a counter of n is n + 1 hashes).
  const phoneRate = total((s) => s.counter + 1) / total((s) => s.phoneMs);
  const nodeRate = total((s) => s.counter + 1) / total((s) => s.nodeMs);

  console.log(
    `challenge: CHALLENGE_SITE_STEP ${config.challengeSiteStep}, CHALLENGE_CLIENT_STEP ${config.challengeClientStep}, CHALLENGE_MAX_FACTOR ${config.challengeMaxFactor}; ${samples.length} challenges (${SAMPLES} a level up to x8, fewer above); Chromium ${CPU_SLOWDOWN}x CPU slowdown (mobile profile) and Node at full speed`,
  );
  console.log(
    `hashing rate: phone ${Math.round(phoneRate * 1000)}/s, Node ${Math.round(nodeRate * 1000)}/s; expected = the counter's mean at that rate, worst = its largest`,
  );
  console.log(
    '| level | counter range | phone: expected (worst) | phone: measured median (n) | Node: expected |',
  );
  console.log('|---|---|---|---|---|');
  for (const factor of factors) {
    const measured = samples.filter((sample) => sample.factor === factor).map((sample) => sample.phoneMs);
    const range = `${CHALLENGE_RULES.minCounter * factor}–${CHALLENGE_RULES.maxCounter * factor}`;
    console.log(
      `| x${factor} | ${range} | ${seconds(meanCounter(factor) / phoneRate)} (${seconds((CHALLENGE_RULES.maxCounter * factor) / phoneRate)}) | ${seconds(median(measured))} (${measured.length}) | ${seconds(meanCounter(factor) / nodeRate)} |`,
    );
  }

  // A flood from new clients within the hour: each submission pays the site-wide level it meets.
  for (const flood of FLOODS) {
    let floodMs = 0;
    for (let n = 0; n < flood; n++)
      floodMs += meanCounter(challengeFactor({ site: n, client: 0 }, config)) / nodeRate;
    console.log(`| flood of ${flood} in an hour, one Node process | | | | ${duration(floodMs)} of solving |`);
  }
} finally {
  await browser.close();
  server.close();
}
