// Lighthouse on every route of the production build, desktop and mobile, median of three runs, plus the
// same routes served as a bare client-rendered shell to measure what prerendering gains.
// Run: `pnpm bench lighthouse` (builds first) or `node tests/bench/lighthouse.ts [--runs 3] [--routes /,/galleri/]`.
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import agenticConfig from 'lighthouse/core/config/agentic-browsing-config.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { repoRoot, startContent, startFunctions, startHost, stopAll, urls } from '../../scripts/stack.ts';
import { allowedFailingAudits, budgets } from './budgets.ts';
import { startShellServer } from './spa-shell-server.ts';

type Mode = 'desktop' | 'mobile';
type Measure = {
  scores: Record<string, number>;
  lcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  totalKb: number;
  scriptKb: number;
  cssKb: number;
  requests: number;
  failing: string[];
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'skip-spa': { type: 'boolean' },
  },
});
const runs = Number(values.runs);
const outDir = resolve(repoRoot, '.data/bench');
const clientDir = resolve(repoRoot, 'apps/web/build/client');

// The agentic-browsing category is the further category recent Lighthouse versions report.
const configs: Record<Mode, Config> = {
  desktop: {
    ...agenticConfig,
    settings: {
      formFactor: 'desktop',
      throttling: constants.throttling.desktopDense4G,
      screenEmulation: constants.screenEmulationMetrics.desktop,
      emulatedUserAgent: constants.userAgents.desktop,
    },
  },
  mobile: {
    ...agenticConfig,
    settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: 1 } },
  },
};

async function publicRoutes(): Promise<string[]> {
  if (values.routes) return values.routes.split(',');
  const sitemap = await (await fetch(`${urls.site}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  return [...paths, '/moldova-ansogning'];
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function measure(result: RunnerResult): Measure {
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id];
  const summary =
    (
      audit('resource-summary')?.details as {
        items?: { resourceType: string; transferSize: number; requestCount: number }[];
      }
    )?.items ?? [];
  const row = (type: string) => summary.find((item) => item.resourceType === type);
  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
    ),
    lcp: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    speedIndex: audit('speed-index')?.numericValue ?? Number.NaN,
    totalKb: (row('total')?.transferSize ?? 0) / 1024,
    scriptKb: (row('script')?.transferSize ?? 0) / 1024,
    cssKb: (row('stylesheet')?.transferSize ?? 0) / 1024,
    requests: row('total')?.requestCount ?? 0,
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
      )
      .filter((a) => a.scoreDisplayMode === 'binary' || (a.score ?? 1) < 0.9)
      .map((a) => a.id),
  };
}

function combine(measures: Measure[]): Measure {
  const pick = (f: (m: Measure) => number) => median(measures.map(f));
  const categories = Object.keys(measures[0]?.scores ?? {});
  const failingCounts = new Map<string, number>();
  for (const id of measures.flatMap((m) => m.failing))
    failingCounts.set(id, (failingCounts.get(id) ?? 0) + 1);
  return {
    scores: Object.fromEntries(categories.map((c) => [c, pick((m) => m.scores[c] ?? 0)])),
    lcp: pick((m) => m.lcp),
    cls: pick((m) => m.cls),
    tbt: pick((m) => m.tbt),
    speedIndex: pick((m) => m.speedIndex),
    totalKb: pick((m) => m.totalKb),
    scriptKb: pick((m) => m.scriptKb),
    cssKb: pick((m) => m.cssKb),
    requests: pick((m) => m.requests),
    // An audit counts as failing when it fails in most runs, so one noisy run does not decide.
    failing: [...failingCounts].filter(([, n]) => n > measures.length / 2).map(([id]) => id),
  };
}

async function runLighthouse(port: number, url: string, mode: Mode): Promise<Measure> {
  const measures: Measure[] = [];
  for (let i = 0; i < runs; i++) {
    const flags: Flags = { port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags, configs[mode]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    measures.push(measure(result));
  }
  return combine(measures);
}

function budgetMisses(route: string, mode: Mode, m: Measure): string[] {
  const misses: string[] = [];
  const minScores: Record<string, number> = budgets[mode].minScores;
  for (const [category, min] of Object.entries(minScores)) {
    if (category === 'seo' && (budgets.seoExempt as readonly string[]).includes(route)) continue;
    const score = m.scores[category] ?? 0;
    if (score < min) misses.push(`${mode} ${route}: ${category} ${score} < ${min}`);
  }
  if (mode === 'mobile' && m.lcp > budgets.mobile.maxLcpMs)
    misses.push(`${mode} ${route}: LCP ${Math.round(m.lcp)} ms > ${budgets.mobile.maxLcpMs} ms`);
  if (m.cls > budgets.maxCls) misses.push(`${mode} ${route}: CLS ${m.cls.toFixed(3)} > ${budgets.maxCls}`);
  if (m.scriptKb > budgets.maxScriptKb)
    misses.push(`${mode} ${route}: JavaScript ${m.scriptKb.toFixed(1)} KB > ${budgets.maxScriptKb} KB`);
  for (const id of m.failing.filter((a) => !(a in allowedFailingAudits)))
    misses.push(`${mode} ${route}: failing audit ${id}`);
  return misses;
}

function table(results: Map<string, Measure>): string {
  const categories = [...new Set([...results.values()].flatMap((m) => Object.keys(m.scores)))];
  const head = [
    'route',
    ...categories,
    'LCP ms',
    'CLS',
    'TBT ms',
    'SI ms',
    'total KB',
    'JS KB',
    'CSS KB',
    'req',
    'failing audits',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const [route, m] of results) {
    lines.push(
      `| ${[
        route,
        ...categories.map((c) => String(m.scores[c] ?? '–')),
        Math.round(m.lcp),
        m.cls.toFixed(3),
        Math.round(m.tbt),
        Math.round(m.speedIndex),
        m.totalKb.toFixed(1),
        m.scriptKb.toFixed(1),
        m.cssKb.toFixed(1),
        m.requests,
        m.failing.join(', ') || '–',
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

function gainTable(pre: Map<string, Measure>, spa: Map<string, Measure>): string {
  const lines = [
    '| route | LCP prerendered | LCP SPA | LCP ratio | SI prerendered | SI SPA | SI ratio |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [route, p] of pre) {
    const s = spa.get(route);
    if (!s) continue;
    lines.push(
      `| ${route} | ${Math.round(p.lcp)} | ${Math.round(s.lcp)} | ${(s.lcp / p.lcp).toFixed(2)}× | ${Math.round(p.speedIndex)} | ${Math.round(s.speedIndex)} | ${(s.speedIndex / p.speedIndex).toFixed(2)}× |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  // The functions too: the keep-alive ping runs on every page, and a refused one logs an error.
  await Promise.all([startContent(), startFunctions(), startHost()]);
  const shell = values['skip-spa'] ? undefined : await startShellServer(clientDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const routes = await publicRoutes();
    const results: Record<Mode, Map<string, Measure>> = { desktop: new Map(), mobile: new Map() };
    const spaResults = new Map<string, Measure>();
    const misses: string[] = [];
    for (const mode of ['desktop', 'mobile'] as const) {
      for (const route of routes) {
        const m = await runLighthouse(chrome.port, `${urls.site}${route}`, mode);
        results[mode].set(route, m);
        misses.push(...budgetMisses(route, mode, m));
        console.log(
          `${mode.padEnd(7)} ${route.padEnd(32)} perf ${m.scores.performance} a11y ${m.scores.accessibility} LCP ${Math.round(m.lcp)} ms`,
        );
      }
    }
    if (shell) {
      for (const route of routes) {
        const m = await runLighthouse(chrome.port, `${shell.url}${route}`, 'mobile');
        spaResults.set(route, m);
        console.log(`spa     ${route.padEnd(32)} LCP ${Math.round(m.lcp)} ms`);
      }
    }

    const report = [
      `# Lighthouse report`,
      '',
      `Median of ${runs} runs per route; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}.`,
      '',
      '## Desktop preset',
      '',
      table(results.desktop),
      '',
      '## Mobile preset (CPU slowdown 1)',
      '',
      table(results.mobile),
      '',
      ...(shell
        ? [
            '## Prerender gain (mobile): client-rendered shell ÷ prerendered',
            '',
            gainTable(results.mobile, spaResults),
            '',
          ]
        : []),
      '## Allowed failing audits',
      '',
      ...Object.entries(allowedFailingAudits).map(([id, why]) => `- \`${id}\`: ${why}`),
      '',
      '## Budget misses',
      '',
      ...(misses.length ? misses.map((m) => `- ${m}`) : ['None.']),
      '',
    ].join('\n');
    await mkdir(outDir, { recursive: true });
    await writeFile(resolve(outDir, 'lighthouse.md'), report);
    await writeFile(
      resolve(outDir, 'lighthouse.json'),
      JSON.stringify(
        {
          runs,
          desktop: Object.fromEntries(results.desktop),
          mobile: Object.fromEntries(results.mobile),
          spa: Object.fromEntries(spaResults),
          misses,
        },
        null,
        2,
      ),
    );
    console.log(`\n${report}\nReport: ${resolve(outDir, 'lighthouse.md')}`);
    return misses.length ? 1 : 0;
  } finally {
    await chrome.kill();
    await shell?.close();
    stopAll();
  }
}

process.exit(await main());
