// What a site's bundles are built from, as one hash: every file of the repository but the content (the
// local seed; production's content is in Sanity), prose and tests, with uncommitted edits, and the
// environment a build reads. Equal fingerprints mean the bundles already built are still right, so a publish only renders.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Written beside a build's `client` and `server` folders. */
export const fingerprintFile = 'code-fingerprint';

/**
 * Not code of the bundles: the embedded dataset the local lake starts from (content), prose (Markdown,
 * docs/) and the tests (the browser suites in tests/, the unit tests beside the code), which no bundle
 * reads, so a README edit or a new test does not turn the next publish into a full build.
 */
const notCode = [
  ':(exclude)studio/seed/',
  ':(exclude)docs/',
  ':(exclude,glob)**/*.md',
  ':(exclude)tests/',
  ':(exclude,glob)**/*.test.ts',
  ':(exclude,glob)**/*.test.tsx',
];

/** The environment baked into the bundles: Vite's public values (the content source is read when rendering). */
const buildEnvPattern = /^(VITE_|NODE_ENV$)/;

export async function codeFingerprint(
  repoRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024 });
  const code = ['--', '.', ...notCode];
  const list = (...args: string[]) =>
    git(['ls-files', '-z', ...args, ...code])
      .split('\0')
      .filter(Boolean);
  // Each file of the working tree by its blob hash, as git would store it: the index's where the file
  // is as staged, the file's own bytes where it was edited or added (a file only touched hashes the same,
  // and a commit of the same files changes nothing).
  const blobs = new Map<string, string>();
  for (const entry of list('--stage')) {
    const [meta = '', path = ''] = entry.split('\t');
    blobs.set(path, meta.split(' ')[1] ?? '');
  }
  const changed = [...new Set([...list('--modified'), ...list('--others', '--exclude-standard')])];
  const present = changed.filter((path) => existsSync(join(repoRoot, path)));
  for (const path of changed) blobs.delete(path);
  if (present.length > 0) {
    const hashes = git(['hash-object', '--stdin-paths'], `${present.join('\n')}\n`)
      .trim()
      .split('\n');
    for (const [index, path] of present.entries()) blobs.set(path, hashes[index] ?? '');
  }
  const hash = createHash('sha256');
  for (const [path, blob] of [...blobs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    hash.update(`${blob} ${path}\0`);
  const relevant = Object.entries(env)
    .filter(([name]) => buildEnvPattern.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(relevant));
  return hash.digest('hex');
}

/** The fingerprint a build was made with, if it has one. */
export async function builtFingerprint(buildDir: string): Promise<string | undefined> {
  return readFile(join(buildDir, fingerprintFile), 'utf8').catch(() => undefined);
}
