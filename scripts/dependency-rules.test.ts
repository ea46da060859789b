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

describe('dependencies point one way', () => {
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

  it('lets a package import its own modules and its dependencies', () => {
    expect(
      lint('packages/demo/src/fine.ts', "export { app } from './app.ts';\nexport { Hono } from 'hono';\n"),
    ).toEqual([]);
  });
});
