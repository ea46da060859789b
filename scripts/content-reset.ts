// `pnpm content:reset`: the local Content Lake back to studio/seed (or CONTENT_SEED_DIR), history
// included, with the folders `pnpm start` uses.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { contentEnv, repoRoot } from './stack.ts';

const { status } = spawnSync(
  process.execPath,
  [resolve(repoRoot, 'packages/content-lake/src/reset-main.ts')],
  {
    stdio: 'inherit',
    env: { ...process.env, ...contentEnv() },
  },
);
process.exit(status ?? 1);
