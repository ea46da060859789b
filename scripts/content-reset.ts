// `pnpm content:reset`: the local Content Lake back to studio/seed (or CONTENT_SEED_DIR), history
// included. A running `pnpm start` notices and serves the seed from its next request.
import { resetContentLake } from '../packages/content-lake/src/index.ts';
import { contentEnv } from './stack.ts';

const env = contentEnv();
const options = {
  seedDir: env.CONTENT_SEED_DIR as string,
  dataDir: env.CONTENT_DATA_DIR as string,
  cacheDir: env.CONTENT_CACHE_DIR as string,
};
await resetContentLake(options);
console.log(`content: ${options.dataDir} restored to the seed in ${options.seedDir}`);
