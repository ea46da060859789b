// Builds the website. Route loaders query the content source at build time, so the embedded
// content server runs for the duration of the build unless Sanity's cloud is configured. The
// embedded dataset is first checked with the studio's own rules: content the studio would refuse
// to publish is refused here too, with the studio's messages, before anything is built.
// `--reuse-bundles` (the Netlify build, docs/decisions/051-netlify-reuses-bundles.md): when the build
// folder holds bundles built from the same code, only the pages are rendered again.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isProductionBuild, productionEnvProblems } from './deploy/check-production.ts';
import { builtFingerprint, codeFingerprint, fingerprintFile } from './rebuild/code-fingerprint.ts';
import { renderScript } from './rebuild/render-process.ts';
import {
  buildEnv,
  exitOnStartFailure,
  pnpm,
  previewBuildEnv,
  repoRoot,
  run,
  startContent,
  stopAll,
  usesCloudContent,
} from './stack.ts';

/** The embedded dataset: CONTENT_SEED_DIR (a folder with production.ndjson and images/), else the seed. */
export const seedDir = process.env.CONTENT_SEED_DIR || join(repoRoot, 'studio', 'seed');

export async function validateSeed(dir: string = seedDir): Promise<number> {
  const code = await run(process.execPath, [
    join(repoRoot, 'studio', 'scripts', 'validate-seed.ts'),
    join(dir, 'production.ndjson'),
  ]);
  if (code !== 0)
    console.error(`build: the dataset in ${dir} breaks the studio's rules (above); nothing was built`);
  return code;
}

/** The public build's folder (WEB_BUILD_DIR, as react-router.config.ts reads it). */
const publicBuildDir = () => resolve(repoRoot, 'apps/web', process.env.WEB_BUILD_DIR || 'build');

/**
 * Renders the pages into `buildDir` from the bundles of `bundlesDir` (the same folder for
 * `--reuse-bundles`), taking the pages whose data did not change from the bundles' own site. A failed
 * render leaves `buildDir` as it was.
 */
async function renderFrom(bundlesDir: string, buildDir: string, env: NodeJS.ProcessEnv): Promise<number> {
  const next = join(buildDir, 'rendering');
  await rm(next, { recursive: true, force: true });
  const code = await run(process.execPath, [renderScript, bundlesDir, next, join(bundlesDir, 'client')], env);
  if (code !== 0) return code;
  await rm(join(buildDir, 'client'), { recursive: true, force: true });
  for (const name of ['client', 'spa-shell.html', fingerprintFile])
    await rename(join(next, name), join(buildDir, name));
  await rm(next, { recursive: true });
  return 0;
}

/**
 * `preview`: the preview build for the Studio's Presentation tool instead of the public site.
 * `reuseBundles`: only render the pages when the public build's bundles were built from this code.
 * `WEB_BUNDLES_DIR`: a build folder whose bundles a build into another folder renders from, when they
 * were built from this code (the robustness suite's datasets: a publish renders, so they render too).
 */
export async function buildSite({ preview = false, reuseBundles = false } = {}): Promise<number> {
  if (isProductionBuild(process.env)) {
    const problems = productionEnvProblems(process.env);
    if (problems.length > 0) {
      console.error(`A production build needs its real services:\n  ${problems.join('\n  ')}`);
      return 1;
    }
  }
  if (!usesCloudContent) {
    const code = await validateSeed();
    if (code !== 0) return code;
    await startContent();
  }
  if (preview) return run(...pnpm(['--filter', '@nordkyst/web', 'build']), previewBuildEnv());
  const env = buildEnv();
  const dir = publicBuildDir();
  // The code as it is before the build, so an edit during it makes the next build a full one.
  const code = await codeFingerprint(repoRoot, { ...process.env, ...env }).catch(() => undefined);
  const bundles = process.env.WEB_BUNDLES_DIR
    ? resolve(process.env.WEB_BUNDLES_DIR)
    : reuseBundles
      ? dir
      : undefined;
  if (bundles && code !== undefined && code === (await builtFingerprint(bundles))) {
    console.log(
      `build: the code is unchanged since the bundles in ${bundles} were built; rendering the pages only`,
    );
    await mkdir(dir, { recursive: true });
    return renderFrom(bundles, dir, env);
  }
  const status = await run(...pnpm(['--filter', '@nordkyst/web', 'build']), env);
  if (status === 0 && code !== undefined) await writeFile(join(dir, fingerprintFile), code);
  return status;
}

if (import.meta.main) {
  const code = await buildSite({
    preview: process.argv.includes('--preview'),
    reuseBundles: process.argv.includes('--reuse-bundles'),
  })
    .catch(exitOnStartFailure)
    .finally(stopAll);
  process.exit(code);
}
