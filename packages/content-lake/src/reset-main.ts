// `node packages/content-lake/src/reset-main.ts`: the store in CONTENT_DATA_DIR back to CONTENT_SEED_DIR,
// history included. A running server notices and serves the seed from its next request.
import { ConfigError, readContentLakeConfig } from './config.ts';
import { resetContentLake } from './store/reset.ts';

try {
  const { seedDir, dataDir, cacheDir } = readContentLakeConfig();
  await resetContentLake({ seedDir, dataDir, cacheDir });
  console.log(`content: ${dataDir} restored to the seed in ${seedDir}`);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`content: ${error.message}`);
  process.exit(1);
}
