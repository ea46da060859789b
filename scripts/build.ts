// Builds the website. Route loaders query the content source at build time, so the embedded
// content server runs for the duration of the build unless Sanity's cloud is configured.
import { isProductionBuild, productionEnvProblems } from './deploy/check-production.ts';
import { buildEnv, pnpm, run, startContent, stopAll, usesCloudContent } from './stack.ts';

export async function buildSite(): Promise<number> {
  if (isProductionBuild(process.env)) {
    const problems = productionEnvProblems(process.env);
    if (problems.length > 0) {
      console.error(`A production build needs its real services:\n  ${problems.join('\n  ')}`);
      return 1;
    }
  }
  if (!usesCloudContent) await startContent();
  return run(...pnpm(['--filter', '@nordkyst/web', 'build']), buildEnv());
}

if (import.meta.main) {
  const code = await buildSite().finally(stopAll);
  process.exit(code);
}
