// The lint rules that keep dependencies pointing one way (docs/decisions/010-dependency-direction.md),
// run with the repository's own biome.json over a scratch tree: each rule must fail on its offender.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..');
const biome = join(repoRoot, 'node_modules', '.bin', 'biome');
const scratch = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
cpSync(join(repoRoot, 'biome.json'), join(scratch, 'biome.json'));
cpSync(join(repoRoot, '.biome'), join(scratch, '.biome'), { recursive: true });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The lint findings (`category` per file) for one file written at `path` in the scratch tree. */
function lint(path: string, source: string): string[] {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', path], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits 1 when it finds errors; the report is still on stdout.
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(output) as { diagnostics: { category: string }[] };
  return report.diagnostics.map((diagnostic) => diagnostic.category);
}

// Each lint starts biome anew: a second or more on a busy machine, several in one test.
describe('dependencies point one way', { timeout: 60_000 }, () => {
  it('fails when a package imports functions/, by name or by path', () => {
    expect(lint('packages/demo/src/by-name.ts', "export { x } from '@nordkyst/functions';\n")).toContain(
      'lint/style/noRestrictedImports',
    );
    expect(
      lint('packages/demo/src/by-path.ts', "export { x } from '../../../functions/send-email/index.ts';\n"),
    ).toContain('lint/style/noRestrictedImports');
  });

  it('fails when a package reaches another package or app by a relative import', () => {
    expect(
      lint('packages/demo/src/sibling.ts', "export { y } from '../../content/src/index.ts';\n"),
    ).toContain('lint/style/noRestrictedImports');
  });

  it('fails when a package builds a path out of itself (`../../` from its folder)', () => {
    expect(
      lint(
        'packages/demo/src/seed.ts',
        "export const seed = new URL('../../../studio/seed', import.meta.url);\n",
      ),
    ).toEqual(['plugin']);
  });

  it('fails when tests/ imports scripts/', () => {
    expect(lint('tests/e2e/stack.spec.ts', "export { run } from '../../scripts/stack.ts';\n")).toEqual([
      'lint/style/noRestrictedImports',
    ]);
  });

  it('fails when functions/ imports scripts/', () => {
    expect(
      lint(
        'functions/bench/demo-bench.ts',
        "export { ensurePostgres } from '../../scripts/ensure-postgres.ts';\n",
      ),
    ).toEqual(['lint/style/noRestrictedImports']);
  });

  it('fails when two modules import each other', () => {
    lint('packages/demo/src/cycle-a.ts', "import { b } from './cycle-b.ts';\nexport const a = () => b;\n");
    expect(
      lint('packages/demo/src/cycle-b.ts', "import { a } from './cycle-a.ts';\nexport const b = () => a;\n"),
    ).toContain('lint/suspicious/noImportCycles');
  });

  it('fails when two modules import each other by types alone', () => {
    lint(
      'packages/demo/src/typed-a.ts',
      "import type { B } from './typed-b.ts';\nexport type A = { b?: B };\n",
    );
    expect(
      lint(
        'packages/demo/src/typed-b.ts',
        "import type { A } from './typed-a.ts';\nexport type B = { a?: A };\n",
      ),
    ).toContain('lint/suspicious/noImportCycles');
  });

  it('fails when the leads store and its summary import each other', () => {
    lint(
      'functions/leads/summary.ts',
      "import type { WorkStatus } from './store.ts';\nexport type S = WorkStatus;\n",
    );
    expect(
      lint(
        'functions/leads/store.ts',
        "import type { S } from './summary.ts';\nexport type WorkStatus = 'new';\nexport type T = S;\n",
      ),
    ).toContain('lint/suspicious/noImportCycles');
  });

  it('fails when a module of functions/_shared imports a function', () => {
    for (const feature of ['send-email', 'leads', 'keep-alive', 'local'])
      expect(
        lint(`functions/_shared/by-${feature}.ts`, `export { x } from '../${feature}/demo.ts';\n`),
        feature,
      ).toEqual(['lint/style/noRestrictedImports']);
    // The rules every function has hold in _shared too.
    expect(lint('functions/_shared/scripts.ts', "export { x } from '../../scripts/stack.ts';\n")).toEqual([
      'lint/style/noRestrictedImports',
    ]);
  });

  it('fails when send-email imports the leads function, from any depth', () => {
    expect(lint('functions/send-email/labels.ts', "export { x } from '../leads/labels.ts';\n")).toEqual([
      'lint/style/noRestrictedImports',
    ]);
    expect(
      lint('functions/send-email/routes/list.ts', "export { x } from '../../leads/store.ts';\n"),
    ).toEqual(['lint/style/noRestrictedImports']);
    expect(lint('functions/send-email/scripts.ts', "export { x } from '../../scripts/stack.ts';\n")).toEqual([
      'lint/style/noRestrictedImports',
    ]);
  });

  it('lets send-email and leads import _shared, and leads read what send-email stores', () => {
    expect(
      lint('functions/send-email/fine.ts', "export { danishTime } from '../_shared/danish-time.ts';\n"),
    ).toEqual([]);
    expect(lint('functions/leads/fine.ts', "export { x } from '../send-email/submissions.ts';\n")).toEqual(
      [],
    );
    expect(lint('functions/_shared/fine.ts', "export { x } from './text.ts';\n")).toEqual([]);
  });

  it('lets a package import its own modules and its dependencies', () => {
    expect(
      lint('packages/demo/src/fine.ts', "export { app } from './app.ts';\nexport { Hono } from 'hono';\n"),
    ).toEqual([]);
  });
});
