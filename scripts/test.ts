// `pnpm test`: every check the project has, in the order a failure is cheapest to find,
// ending with one summary line per suite and a closing "tests: N passed, M failed" line.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensurePostgres } from '@nordkyst/debian-packages';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureEngines } from './ensure-engines.ts';
import { pnpm, repoRoot } from './stack.ts';

type Outcome = {
  name: string;
  ok: boolean;
  passed?: number;
  failed?: number;
  seconds: number;
  note?: string;
  /** Where its whole output is, for a suite that prints it only when it fails. */
  log?: string;
  /** What failed, reprinted after the summary: CI returns only the output's last lines. */
  failures?: string[];
};
type Suite = {
  name: string;
  command: [string, string[]];
  needs?: string;
  before?: () => boolean;
  /** Started and left running while the suites after it run; its output is printed whole when it ends. */
  alongside?: boolean;
  /** An alongside suite that must have ended before this one starts (they write the same folder). */
  after?: string;
  /** A build: its listing of built files goes to its log, printed only when it fails. */
  quiet?: boolean;
};

/** Every suite's whole output, one file each (a quiet suite's only there unless it fails). */
const logDir = join(repoRoot, '.data', 'test-logs');

const suites: Suite[] = [
  // The migrations on a throwaway PostgreSQL 15 with pg_cron: the schedule's jobs run, and the store's
  // locks hold with a pool of connections. Most of its minute is waiting for pg_cron's next whole minute
  // (Debian's 1.4 has no seconds), so it runs alongside.
  {
    name: 'pg-cron',
    command: pnpm(['--filter', '@nordkyst/functions', 'test:schedule']),
    before: ensurePostgres,
    alongside: true,
  },
  { name: 'lint', command: pnpm(['lint']) },
  { name: 'typecheck', command: pnpm(['typecheck']) },
  {
    // Two packages at a time: a package's start (vitest's first imports) is single-threaded, on two cores.
    // Every package runs when one fails (--no-bail), so the summary counts and names all their failures.
    name: 'unit',
    command: pnpm(['-r', '--no-bail', '--workspace-concurrency=2', '--filter', '!@nordkyst/tests', 'test']),
  },
  { name: 'scripts', command: pnpm(['exec', 'vitest', 'run', '--config', 'scripts/vitest.config.ts']) },
  // The deployed Deno entries, resolved through supabase/import_map.json, sending real submissions.
  { name: 'deno', command: pnpm(['--filter', '@nordkyst/functions', 'test:deno']) },
  // The Studio's checks and build: one CLI at a time, about one core, so beside the web builds below.
  {
    name: 'studio',
    command: pnpm(['--filter', '@nordkyst/studio', 'check']),
    alongside: true,
    quiet: true,
  },
  { name: 'build', command: pnpm(['build']), quiet: true },
  { name: 'deploy', command: pnpm(['deploy-check']), needs: 'build' },
  // The W3C Nu HTML checker over every built page (docs/decisions/034-html-checker.md).
  { name: 'html', command: pnpm(['check:html']), needs: 'build' },
  // The preview build the Studio specs open in Presentation (its own folder: the public build stays).
  { name: 'preview', command: pnpm(['build:preview']), needs: 'build', quiet: true },
  {
    // `pnpm dev` on ports of its own: pages from the local Content Lake, an edited component applied live.
    name: 'dev',
    command: pnpm(['--filter', '@nordkyst/tests', 'dev-server']),
    before: ensureChromium,
  },
  {
    name: 'e2e',
    command: pnpm(['--filter', '@nordkyst/tests', 'test']),
    needs: 'build',
    // Its Studio specs build the Studio in the folder where the Studio's check builds it.
    after: 'studio',
    // Chromium, and WebKit for the owner's leads on a phone (studio-leads.spec.ts).
    before: ensureEngines,
  },
  {
    // The behaviour specs (tests/engines) in Chromium, WebKit and Gecko at a phone's and a desktop's size.
    name: 'engines',
    command: pnpm(['--filter', '@nordkyst/tests', 'engines']),
    needs: 'build',
    before: ensureEngines,
  },
  {
    // Builds the site from variant datasets (tests/robustness): what the owner may publish never breaks it.
    name: 'robustness',
    command: pnpm(['--filter', '@nordkyst/tests', 'robustness']),
    needs: 'build',
    before: ensureChromium,
  },
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping terminal colour codes
export const ansi = /\u001b\[[0-9;]*m/g;

/** Lines kept of each failure's report: its title and the start of its error. */
const failureLines = 14;

/**
 * The failures a suite reported, each as its title and the first lines of its error: Playwright's
 * numbered reports ("  1) [site] › e2e/a.spec.ts:3:1 › title ───") and vitest's "FAIL" lines, with the
 * error lines that follow them.
 */
export function failureReports(output: string): string[] {
  const lines = output.replace(ansi, '').split('\n');
  const reports: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const playwright = /^\s+\d+\) \[/.test(line);
    const vitest = /^\s*(?:\S+ test:\s+)?FAIL\s+\S.*>/.test(line);
    if (!playwright && !vitest) continue;
    const report = [line.trim()];
    for (let j = i + 1; j < lines.length && report.length < failureLines; j++) {
      const next = (lines[j] ?? '').replace(/^\S+ test:/, '').trimEnd();
      if (
        /^\s+\d+\) \[/.test(next) ||
        /^\s*FAIL\s/.test(next) ||
        /^\s+\d+ (passed|failed|flaky)\b/.test(next) ||
        /\bTests\s+\d/.test(next)
      )
        break;
      if (next.trim()) report.push(`  ${next.trim()}`);
    }
    const text = report.join('\n');
    if (!reports.includes(text)) reports.push(text);
  }
  return reports;
}

/** Test counts from vitest ("Tests  3 failed | 40 passed (43)") and Playwright ("  40 passed (1.2m)"). */
export function countTests(output: string): { passed: number; failed: number } | undefined {
  let passed = 0;
  let failed = 0;
  let found = false;
  for (const raw of output.replace(ansi, '').split('\n')) {
    const line = raw.trim();
    const vitest = /\bTests\s+(.*\bpassed\b.*|.*\bfailed\b.*)$/.exec(line);
    const playwright = /^(\d+) (passed|failed|flaky)\b/.exec(line);
    if (vitest?.[1]) {
      found = true;
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    } else if (playwright) {
      found = true;
      if (playwright[2] === 'passed') passed += Number(playwright[1]);
      else failed += Number(playwright[1]);
    }
  }
  return found ? { passed, failed } : undefined;
}

function runSuite(suite: Suite): Promise<Outcome> {
  const started = Date.now();
  const heading = `\n━━━ ${suite.name} ━━━`;
  const log = join(logDir, `${suite.name}.log`);
  const shown = relative(repoRoot, log);
  console.log(
    suite.quiet
      ? `${heading} (its output goes to ${shown})`
      : suite.alongside
        ? `${heading} (started; its output follows when it ends)`
        : heading,
  );
  return new Promise((resolvePromise) => {
    const [command, args] = suite.command;
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk;
      // A suite running alongside others keeps its lines together, printed when it ends.
      if (!suite.alongside && !suite.quiet) stream.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('close', (code) => {
      writeFileSync(log, output);
      const counts = countTests(output);
      const ok = code === 0 && (counts?.failed ?? 0) === 0;
      const failures = ok ? [] : failureReports(output);
      if (suite.quiet && !ok) console.log(`${heading} FAILED; its output (${shown}):\n${output}`);
      else if (suite.quiet) console.log(`━━━ ${suite.name} ok (output in ${shown}) ━━━`);
      else if (suite.alongside) console.log(`${heading} (ended)\n${output}`);
      resolvePromise({
        name: suite.name,
        ok,
        ...counts,
        seconds: (Date.now() - started) / 1000,
        ...(suite.quiet && { log: shown }),
        ...(failures.length > 0 && { failures }),
      });
    });
  });
}

async function main(): Promise<number> {
  mkdirSync(logDir, { recursive: true });
  const outcomes: Outcome[] = [];
  const running = new Map<string, Promise<Outcome>>();
  for (const suite of suites) {
    if (suite.after) await running.get(suite.after);
    const missing = suite.needs && !outcomes.find((o) => o.name === suite.needs)?.ok;
    if (missing || (suite.before && !suite.before())) {
      outcomes.push({
        name: suite.name,
        ok: false,
        seconds: 0,
        note: missing ? `not run: ${suite.needs} failed` : 'not run',
      });
      continue;
    }
    if (suite.alongside) running.set(suite.name, runSuite(suite));
    else outcomes.push(await runSuite(suite));
  }
  outcomes.push(...(await Promise.all(running.values())));

  const reported = outcomes.filter((o) => o.failures);
  if (reported.length > 0) {
    console.log('\n━━━ what failed ━━━');
    for (const o of reported) console.log(`${o.name}:\n${o.failures?.join('\n\n')}\n`);
  }

  console.log('\n━━━ summary ━━━');
  let passed = 0;
  let failed = 0;
  for (const o of outcomes) {
    const counts =
      o.passed === undefined ? (o.log ? `log ${o.log}` : '') : `${o.passed} passed, ${o.failed ?? 0} failed`;
    console.log(
      `${o.name.padEnd(10)} ${o.ok ? 'ok    ' : 'FAILED'} ${o.seconds.toFixed(1).padStart(6)} s  ${o.note ?? counts}`,
    );
    passed += o.passed ?? 0;
    failed += o.failed ?? 0;
    if (!o.ok && !o.failed) failed += 1;
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);
  return outcomes.every((o) => o.ok) ? 0 : 1;
}

if (import.meta.main) process.exit(await main());
