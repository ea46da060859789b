// Builds the Studio for the local API host (baked into the build) when the build is missing or older
// than the Studio's sources; `pnpm start` and the Studio browser tests serve what this makes.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { repoRoot } from './stack.ts';

const studioRoot = join(repoRoot, 'studio');
/** What the build is made of; the seed and the checks are not part of it. */
const sources = [
  'sanity.config.ts',
  'local-workspace.ts',
  'leads',
  'sanity.cli.ts',
  'structure.ts',
  'presentation',
  'schemaTypes',
];
const stampFile = '.build-stamp';
const sanityCli = join(studioRoot, 'node_modules/sanity/bin/sanity');
/** `sanity build` without network: no telemetry, no update checks. */
const offline = { CI: 'true', DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1' };

async function files(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => undefined);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => files(join(path, entry.name))));
  return nested.flat().sort();
}

/** A fingerprint of everything the local build depends on, the API host and preview site included. */
async function stampFor(apiHost: string, previewUrl: string, leadsUrl: string): Promise<string> {
  const hash = createHash('sha256').update(apiHost).update(previewUrl).update(leadsUrl);
  const paths = [
    ...(await Promise.all(sources.map((source) => files(join(studioRoot, source))))).flat(),
    join(studioRoot, 'node_modules/sanity/package.json'),
    join(studioRoot, 'package.json'),
  ];
  for (const path of paths) hash.update(relative(repoRoot, path)).update(await readFile(path));
  return hash.digest('hex');
}

/** Builds into a fresh folder and swaps it in, so a failed build leaves the previous Studio served. */
export async function ensureLocalStudio(
  apiHost: string,
  outDir: string,
  previewUrl: string,
  /** The functions runner's `leads`, which the Henvendelser tool calls. */
  leadsUrl: string,
): Promise<void> {
  const stamp = await stampFor(apiHost, previewUrl, leadsUrl);
  const current = await readFile(join(outDir, stampFile), 'utf8').catch(() => '');
  if (current === stamp) return;
  const started = Date.now();
  console.log(`studio: building the Studio for ${apiHost} …`);
  const staging = `${outDir}.building`;
  await rm(staging, { recursive: true, force: true });
  const code = await new Promise<number>((resolveCode) => {
    const child = spawn(process.execPath, [sanityCli, 'build', staging, '--yes'], {
      cwd: studioRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...offline,
        SANITY_STUDIO_LOCAL_API_HOST: apiHost,
        SANITY_STUDIO_PREVIEW_URL: previewUrl,
        SANITY_STUDIO_LEADS_URL: leadsUrl,
      },
    });
    child.on('exit', (exitCode, signal) => resolveCode(exitCode ?? (signal ? 1 : 0)));
  });
  if (code !== 0) throw new Error(`the Studio build failed (exit code ${code}); see the output above`);
  await writeFile(join(staging, stampFile), stamp);
  await rm(outDir, { recursive: true, force: true });
  await rename(staging, outDir);
  console.log(`studio: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
