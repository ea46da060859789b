// `pnpm test`: every check the project has, in the order a failure is cheapest to find,
// ending with one summary line per suite and a closing "tests: N passed, M failed" line.
import { spawn } from 'node:child_process';
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
};
type Suite = { name: string; command: [string, string[]]; needs?: string; before?: () => boolean };

const suites: Suite[] = [
  { name: 'lint', command: pnpm(['lint']) },
  { name: 'typecheck', command: pnpm(['typecheck']) },
  {
    name: 'unit',
    command: pnpm(['-r', '--workspace-concurrency=1', '--filter', '!@nordkyst/tests', 'test']),
  },
  { name: 'scripts', command: pnpm(['exec', 'vitest', 'run', '--config', 'scripts/vitest.config.ts']) },
  // The deployed Deno entries, resolved through supabase/import_map.json, sending real submissions.
  { name: 'deno', command: pnpm(['--filter', '@nordkyst/functions', 'test:deno']) },
  // The migrations on a throwaway PostgreSQL 15 with pg_cron: the schedule's jobs run.
  {
    name: 'pg-cron',
    command: pnpm(['--filter', '@nordkyst/functions', 'test:schedule']),
    before: ensurePostgres,
  },
  { name: 'studio', command: pnpm(['--filter', '@nordkyst/studio', 'check']) },
  { name: 'build', command: pnpm(['build']) },
  { name: 'deploy', command: pnpm(['deploy-check']), needs: 'build' },
  // The W3C Nu HTML checker over every built page (docs/decisions/034-html-checker.md).
  { name: 'html', command: pnpm(['check:html']), needs: 'build' },
  // The preview build the Studio specs open in Presentation (its own folder: the public build stays).
  { name: 'preview', command: pnpm(['build:preview']), needs: 'build' },
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
    before: ensureChromium,
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
  console.log(`\n━━━ ${suite.name} ━━━`);
  return new Promise((resolvePromise) => {
    const [command, args] = suite.command;
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      const counts = countTests(output);
      resolvePromise({
        name: suite.name,
        ok: code === 0 && (counts?.failed ?? 0) === 0,
        ...counts,
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

async function main(): Promise<number> {
  const outcomes: Outcome[] = [];
  for (const suite of suites) {
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
    outcomes.push(await runSuite(suite));
  }

  console.log('\n━━━ summary ━━━');
  let passed = 0;
  let failed = 0;
  for (const o of outcomes) {
    const counts = o.passed === undefined ? '' : `${o.passed} passed, ${o.failed ?? 0} failed`;
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
