// `pnpm bench [part…]`: the benchmarks, each printing its own table. Parts: content, functions,
// photos, lighthouse (default: all; lighthouse builds the site first and takes several minutes).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSite } from './build.ts';
import {
  contentEnv,
  repoRoot,
  run,
  startContent,
  startFunctions,
  startHost,
  stopAll,
  urls,
} from './stack.ts';

/** The photo bench drives the real quote form, so it needs a build served with its functions. */
async function servedBuild(): Promise<number> {
  if (!existsSync(resolve(repoRoot, 'apps/web/build/client/index.html'))) {
    const built = await buildSite();
    if (built !== 0) return built;
  }
  await Promise.all([startContent(), startFunctions(), startHost()]);
  return 0;
}

const parts: Record<string, () => Promise<number>> = {
  content: () => run(process.execPath, ['packages/content-lake/bench/content-bench.ts'], contentEnv()),
  functions: () => run(process.execPath, ['functions/bench/send-email-bench.ts']),
  photos: async () => {
    const ready = await servedBuild();
    return ready === 0
      ? run(process.execPath, ['tests/bench/scale-photos.ts'], { BASE_URL: urls.site }).finally(stopAll)
      : ready;
  },
  // Starts its own stack (own ports and data); the web build must exist.
  studio: async () => {
    const built = existsSync(resolve(repoRoot, 'apps/web/build/client/index.html'))
      ? 0
      : await buildSite().finally(stopAll);
    return built === 0 ? run(process.execPath, ['tests/bench/studio.ts']) : built;
  },
  lighthouse: async () => {
    const built = await buildSite().finally(stopAll);
    return built === 0
      ? run(process.execPath, ['tests/bench/lighthouse.ts', ...process.argv.slice(3)])
      : built;
  },
};

const chosen = process.argv[2] ? [process.argv[2]] : Object.keys(parts);
let failed = 0;
for (const name of chosen) {
  const part = parts[name];
  if (!part) {
    console.error(`Unknown bench "${name}". Parts: ${Object.keys(parts).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n━━━ bench: ${name} ━━━`);
  if ((await part()) !== 0) failed++;
}
process.exit(failed ? 1 : 0);
