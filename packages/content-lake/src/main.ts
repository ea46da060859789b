// `node packages/content-lake/src/main.ts`: the local Content Lake at CONTENT_PORT (default 3400), its
// data in CONTENT_DATA_DIR, seeded from CONTENT_SEED_DIR on the first start.
import { closeOnSignals, fail, startOrFail } from '@nordkyst/local-process';
import { ConfigError, readContentLakeConfig } from './config.ts';
import { startContentServer } from './index.ts';

let config: ReturnType<typeof readContentLakeConfig>;
try {
  config = readContentLakeConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail('content', error.message);
}

const server = await startOrFail('content', () => startContentServer(config), {
  variable: 'CONTENT_PORT',
  value: config.port,
});
console.log(`content: Sanity query and image API at ${server.url}`);
if (server.tokenFile) console.log(`content: the API token for drafts and writes is in ${server.tokenFile}`);
closeOnSignals(server);
