// `pnpm bench [part…]`: the benchmarks, each printing its own table. Parts: content, functions,
// photos, lighthouse (default: all; lighthouse builds the site first and takes several minutes).
import { buildSite } from './build.ts';
import { run, stopAll } from './stack.ts';

const parts: Record<string, () => Promise<number>> = {
  content: () => run(process.execPath, ['packages/local-content/bench/content-bench.ts']),
  functions: () => run(process.execPath, ['functions/bench/send-email-bench.ts']),
  photos: () => run(process.execPath, ['tests/bench/scale-photos.ts']),
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
