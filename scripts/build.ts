// Builds the website. Route loaders query the content source at build time, so the embedded
// content server runs for the duration of the build unless Sanity's cloud is configured. The
// embedded dataset is first checked with the studio's own rules: content the studio would refuse
// to publish is refused here too, with the studio's messages, before anything is built.
import { join } from 'node:path';
import { isProductionBuild, productionEnvProblems } from './deploy/check-production.ts';
import {
  buildEnv,
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

/** `preview`: the preview build for the Studio's Presentation tool instead of the public site. */
export async function buildSite({ preview = false } = {}): Promise<number> {
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
  return run(...pnpm(['--filter', '@nordkyst/web', 'build']), preview ? previewBuildEnv() : buildEnv());
}

if (import.meta.main) {
  const code = await buildSite({ preview: process.argv.includes('--preview') }).finally(stopAll);
  process.exit(code);
}
