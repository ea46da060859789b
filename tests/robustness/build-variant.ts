// Builds the site from a variant dataset the way `pnpm build` does (scripts/build.ts: the studio's
// validator first, then the embedded content server on that dataset, then the pages rendered from the
// suite's web build, as a publish renders them), into a separate output folder, and serves the result
// with the local host.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Doc, seedDir } from './variants.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The ports of the worker in `slot` (its parallel index): each worker builds and serves on its own. */
export function portsOf(slot: number): { content: number; host: number } {
  return {
    content: Number(process.env.ROBUSTNESS_CONTENT_PORT ?? 3410) + slot,
    host: Number(process.env.ROBUSTNESS_HOST_PORT ?? 4180) + slot,
  };
}

export interface VariantBuild {
  dir: string;
  clientDir: string;
  code: number;
  output: string;
}

/** A seed folder for the variant: its documents, and the seed's images (linked, not copied). */
export async function writeDataset(documents: Doc[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'nordkyst-robustness-'));
  await mkdir(join(dir, 'seed'));
  await writeFile(
    join(dir, 'seed', 'production.ndjson'),
    `${documents.map((d) => JSON.stringify(d)).join('\n')}\n`,
  );
  await symlink(join(seedDir, 'images'), join(dir, 'seed', 'images'));
  return dir;
}

function runNode(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script], { cwd: repoRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

export async function buildDataset(documents: Doc[], slot: number): Promise<VariantBuild> {
  const ports = portsOf(slot);
  const dir = await writeDataset(documents);
  const buildDir = join(dir, 'build');
  const { code, output } = await runNode('scripts/build.ts', {
    CONTENT_SEED_DIR: join(dir, 'seed'),
    CONTENT_DATA_DIR: join(dir, 'data'),
    CONTENT_PORT: String(ports.content),
    SANITY_API_HOST: `http://127.0.0.1:${ports.content}`,
    WEB_BUILD_DIR: buildDir,
    // Rendered from the bundles of the suite's build, as a publish renders (decision 050); built
    // whole when those were built from other code.
    WEB_BUNDLES_DIR: resolve(repoRoot, 'apps/web/build'),
    // A build reads content only; without the Studio's server two builds can run side by side.
    STUDIO_PORT: 'off',
  });
  return { dir, clientDir: join(buildDir, 'client'), code, output };
}

export async function removeBuild(build: VariantBuild | undefined): Promise<void> {
  if (build) await rm(build.dir, { recursive: true, force: true });
}

/** Serves a built site at the robustness host port until `close`. */
export async function serve(clientDir: string, slot: number): Promise<{ url: string; close: () => void }> {
  const ports = portsOf(slot);
  const url = `http://127.0.0.1:${ports.host}`;
  const child: ChildProcess = spawn(process.execPath, ['packages/local-host/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST_ROOT: clientDir, HOST_PORT: String(ports.host) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the local host exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the local host did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, close: () => child.kill('SIGTERM') };
}
