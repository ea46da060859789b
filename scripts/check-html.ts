// The W3C Nu HTML checker (vnu.jar from the `vnu-jar` package, run on Debian's Java) over every page of
// the web build: the test command fails on any error it reports.
import { spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { ensureDebianPackages } from '@nordkyst/debian-packages';
import { webBuildDir } from './stack.ts';

type NuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

export function ensureJava(): boolean {
  return ensureDebianPackages({
    what: 'Java (for the W3C Nu HTML checker)',
    packages: ['default-jre-headless'],
    present: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
    missing: `Java not found: install Debian's "default-jre-headless" package (sudo apt-get install default-jre-headless).`,
  });
}

/** The Nu checker's errors for `files`, all in one run of the checker (one JVM start). */
export function nuErrors(files: readonly string[]): NuMessage[] {
  const jar = join(
    dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
    'build/dist/vnu.jar',
  );
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  // The checker writes its JSON report to stderr, and exits 1 when it found errors.
  const report = JSON.parse(run.stderr) as { messages: NuMessage[] };
  return report.messages.filter(
    (message) => message.type === 'error' || message.type === 'non-document-error',
  );
}

async function main(dir = webBuildDir): Promise<number> {
  if (!ensureJava()) return 1;
  const files = (await readdir(dir, { recursive: true }))
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
  if (files.length === 0) {
    console.error(`html: no pages in ${dir}; build the site first`);
    return 1;
  }
  const errors = nuErrors(files);
  for (const error of errors) {
    const page = error.url ? relative(dir, new URL(error.url).pathname) : '?';
    console.error(
      `html: ${page}:${error.lastLine ?? '?'}: ${error.message}${error.extract ? `\n  ${error.extract}` : ''}`,
    );
  }
  console.log(
    `html: the W3C Nu HTML checker read ${files.length} pages and reported ${errors.length} errors`,
  );
  return errors.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exit(await main(process.argv[2]));
