// Lighthouse on every route of the production build in three profiles (desktop, mobile without CPU
// slowdown, and Lighthouse's default mobile profile: what a phone gets), median of three runs, plus the
// same routes served as a client-rendered shell to measure what prerendering gains.
// Run: `pnpm bench lighthouse [--runs 3] [--routes /,/galleri/] [--profiles phone] [--skip-spa]`, which
// builds the site and serves it with its content and functions (this script reads BASE_URL and HOST_ROOT
// from it). Prints a line per run, then the tables (the phone profile before and after) and the budget
// misses; exits 1 on any miss.
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type RunnerResult } from 'lighthouse';
import agenticConfig from 'lighthouse/core/config/agentic-browsing-config.js';
import * as constants from 'lighthouse/core/config/constants.js';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { browserPath, chromiumFlags } from '../chromium.ts';
import { formPaths } from '../e2e/support/pages.ts';
import baseline from './baseline-phone.json' with { type: 'json' };
import { allowedFailingAudits, budgetMisses, budgets, type Profile, profiles } from './budgets.ts';
import { combine, loaded, type Measure, measure, unscored } from './measure.ts';
import { gainTable, measuresTable, phoneTable } from './report.ts';
import { routeDataPath, startShellServer } from './spa-shell-server.ts';
import { type Screen, warmUp } from './warm-up.ts';

type Mode = Profile;
type Server = 'prerendered' | 'spa';
type Results = Record<Mode, Record<Server, Map<string, Measure>>>;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    profiles: { type: 'string' },
    'skip-spa': { type: 'boolean' },
  },
});
const runs = Number(values.runs);
const modes = (values.profiles?.split(',') ?? [...profiles]) as Mode[];
function fromCaller(name: 'BASE_URL' | 'HOST_ROOT'): string {
  const value = process.env[name];
  if (value) return value;
  console.error(`${name} is not set: run \`pnpm bench lighthouse\`, which serves the build and sets it.`);
  process.exit(2);
}
const siteUrl = fromCaller('BASE_URL');
const clientDir = fromCaller('HOST_ROOT');
const outDir = resolve(import.meta.dirname, '../../.data/bench');

// The agentic-browsing category is the further category recent Lighthouse versions report.
const phoneSettings = constants.defaultSettings;
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
  // Lighthouse's defaults, unchanged: no settings of ours.
  phone: agenticConfig,
};

/** Which screen each profile emulates, for the warm-up to load the image sizes its runs will ask for. */
const screens: Record<Mode, Screen> = { desktop: 'desktop', mobile: 'mobile', phone: 'mobile' };

const titles: Record<Mode, string> = {
  desktop: 'Desktop preset',
  mobile: 'Mobile preset (CPU slowdown 1)',
  phone:
    `Lighthouse default mobile profile (Moto G Power screen, slow 4G: ${phoneSettings.throttling.rttMs} ms RTT, ` +
    `${((phoneSettings.throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s, ` +
    `${phoneSettings.throttling.cpuSlowdownMultiplier}x CPU slowdown, ${phoneSettings.throttlingMethod}d throttling)`,
};

async function publicRoutes(): Promise<string[]> {
  if (values.routes) return values.routes.split(',');
  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  return [...paths, '/moldova-ansogning'];
}

function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: browserPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
}

/** The phone figures are only worth their name if Lighthouse ran with its default mobile settings. */
function expectPhoneProfile(applied: RunnerResult['lhr']['configSettings']): void {
  const expected = phoneSettings;
  const same =
    applied.formFactor === expected.formFactor &&
    applied.throttlingMethod === expected.throttlingMethod &&
    applied.screenEmulation.width === expected.screenEmulation.width &&
    (['rttMs', 'throughputKbps', 'cpuSlowdownMultiplier'] as const).every(
      (key) => applied.throttling[key] === expected.throttling[key],
    );
  if (!same)
    throw new Error(`the phone profile ran with other settings: ${JSON.stringify(applied.throttling)}`);
}

/**
 * Lighthouse's own recording failures get this many tries: a run-time error (NO_NAVSTART, "Please run
 * Lighthouse again"), or a category left without a score because an audit could not be computed. Each is
 * logged; a run that scores is never retried, whatever its score.
 */
const attempts = 3;

async function runLighthouse(port: number, url: string, mode: Mode): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, configs[mode]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (mode === 'phone') expectPhoneProfile(result.lhr.configSettings);
    const runtime = result.lhr.runtimeError;
    const error = runtime ? `${runtime.code}: ${runtime.message}` : unscored(result.lhr);
    if (!error) return result;
    if (attempt === attempts) throw new Error(`${url}: ${error} (${attempts} attempts)`);
    console.log(`${mode.padEnd(7)} ${url}: ${error}; run again (attempt ${attempt + 1} of ${attempts})`);
  }
}

/** Median of the runs of one route on one server; each run is logged as it ends. */
async function measureRoute(
  port: number,
  origin: string,
  route: string,
  mode: Mode,
  server: Server,
  needsData: boolean,
): Promise<Measure> {
  const measures: Measure[] = [];
  for (let i = 1; i <= runs; i++) {
    const result = await runLighthouse(port, `${origin}${route}`, mode);
    // The warm-up proved the shell renders the route; this proves each measured run fetched what it
    // renders from (a route without a loader of its own renders from the shell's inline data alone).
    const dataUrl = `${origin}${routeDataPath(route)}`;
    if (server === 'spa' && needsData && !loaded(result, dataUrl))
      throw new Error(
        `${mode} run ${i} of the client-rendered shell on ${route} never loaded ${dataUrl}, so it measured the ` +
          'shell without the page; no ratio is reported for a broken shell.',
      );
    const m = measure(result);
    measures.push(m);
    console.log(
      `${mode.padEnd(7)} ${server.padEnd(11)} ${route.padEnd(28)} run ${i}/${runs}  ` +
        `perf ${m.scores.performance}  LCP ${Math.round(m.lcp)} ms  SI ${Math.round(m.speedIndex)} ms  ` +
        `TBT ${Math.round(m.tbt)} ms  JS ${m.scriptKb.toFixed(1)} KB`,
    );
  }
  return combine(measures);
}

/** The tables (phone before and after, per profile, then the gain per profile) and the misses: what the console prints. */
function summary(results: Results, misses: string[], withSpa: boolean): { tables: string[]; misses: string } {
  const tables = [
    ...(modes.includes('phone')
      ? [
          `## What phones get: before and after\n\n${titles.phone}, median of ${runs}. Before: ` +
            `${baseline.what}. ✗: misses its budget (performance ≥ ${budgets.minScores.phone.performance} on every run, ` +
            `LCP ≤ ${budgets.maxLcpMs} ms, TBT ≤ ${budgets.maxTbtMs} ms, script ≤ ${budgets.maxScriptKb.page} KB, ` +
            `${budgets.maxScriptKb.form} KB on ${formPaths.join(' ')}).\n\n` +
            phoneTable(baseline.routes, results.phone.prerendered),
        ]
      : []),
    ...modes.map((mode) => `## ${titles[mode]}\n\n${measuresTable(results[mode].prerendered)}`),
    ...(withSpa
      ? modes
          .filter((mode) => mode !== 'phone')
          .map(
            (mode) =>
              `## Prerender gain, ${mode}: client-rendered shell ÷ prerendered\n\n` +
              gainTable(results[mode].prerendered, results[mode].spa),
          )
      : []),
  ];
  return {
    tables,
    misses: `## Budget misses\n\n${misses.length ? misses.map((m) => `- ${m}`).join('\n') : 'None.'}`,
  };
}

/** The Markdown report: the summary, with what was measured how and why audits may fail. */
function report({ tables, misses }: ReturnType<typeof summary>, withSpa: boolean): string {
  const intro = [
    '# Lighthouse report',
    '',
    `Median of ${runs} runs per route and server, made one after another after an untimed warm-up load of ` +
      `every route; Lighthouse ${lighthousePackage.version}, Chromium at ${browserPath}.`,
    ...(withSpa
      ? [
          '',
          "The client-rendered shell is React Router's SPA fallback served for every path (site header and " +
            "footer, no page content); it fetches the route's data file (when the route has a loader) and renders " +
            "the page in the browser. The warm-up checks the shell shows the prerendered page's <h1>, and every " +
            'shell run is checked to have loaded the data file the warm-up saw it fetch. Form pages have no shell ' +
            "to compare: their layout follows the route's handle, which a shell built for / cannot.",
        ]
      : []),
  ].join('\n');
  const allowed = `## Allowed failing audits\n\n${Object.entries(allowedFailingAudits)
    .map(([id, why]) => `- \`${id}\`: ${why}`)
    .join('\n')}`;
  return `${[intro, ...tables, allowed, misses].join('\n\n')}\n`;
}

async function main(): Promise<number> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const unknown = modes.filter((mode) => !profiles.includes(mode));
  if (unknown.length || !modes.length)
    throw new Error(`--profiles takes some of ${profiles.join(', ')}; got "${values.profiles}"`);
  const shell = values['skip-spa'] ? undefined : await startShellServer(clientDir);
  const chrome = await launchChrome();
  try {
    const routes = await publicRoutes();
    const origins = { prerendered: siteUrl, ...(shell && { spa: shell.url }) };
    const { dataRoutes, formRoutes } = await warmUp(chrome.port, routes, origins, [
      ...new Set(modes.map((m) => screens[m])),
    ]);
    // Lighthouse's own first run in a fresh browser is slower whatever the page; one untimed run per mode.
    for (const mode of modes) await runLighthouse(chrome.port, `${siteUrl}${routes[0]}`, mode);

    const results = Object.fromEntries(
      profiles.map((mode) => [mode, { prerendered: new Map(), spa: new Map() }]),
    ) as Results;
    const misses: string[] = [];
    // Route by route, the shell right after the prerendered page, so both see the same machine load.
    for (const mode of modes) {
      for (const route of routes) {
        for (const [server, origin] of Object.entries(origins) as [Server, string][]) {
          // The prerender gain is shown on the presets; the phone profile is there for its budgets. A form
          // page has no shell to compare (warm-up.ts).
          if (server === 'spa' && (mode === 'phone' || formRoutes.has(route))) continue;
          const m = await measureRoute(chrome.port, origin, route, mode, server, dataRoutes.has(route));
          results[mode][server].set(route, m);
          // Budgets are the site's; the shell is only the baseline of the gain.
          if (server === 'prerendered') misses.push(...budgetMisses(route, mode, m));
        }
      }
    }

    const sections = summary(results, misses, Boolean(shell));
    const json = Object.fromEntries(
      modes.map((mode) => [
        mode,
        {
          prerendered: Object.fromEntries(results[mode].prerendered),
          spa: Object.fromEntries(results[mode].spa),
        },
      ]),
    );
    await mkdir(outDir, { recursive: true });
    await writeFile(resolve(outDir, 'lighthouse.md'), report(sections, Boolean(shell)));
    await writeFile(
      resolve(outDir, 'lighthouse.json'),
      `${JSON.stringify({ runs, routes, ...json, misses }, null, 2)}\n`,
    );
    console.log(
      `\n${[...sections.tables, sections.misses].join('\n\n')}\n\nReport: ${resolve(outDir, 'lighthouse.md')}`,
    );
    return misses.length ? 1 : 0;
  } finally {
    await chrome.kill();
    await shell?.close();
  }
}

process.exit(
  await main().catch((error: unknown) => {
    console.error(`\nLighthouse bench aborted: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }),
);
