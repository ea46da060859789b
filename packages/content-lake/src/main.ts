// `node packages/content-lake/src/main.ts`: the local Content Lake at CONTENT_PORT (default 3400), its
// data in CONTENT_DATA_DIR, seeded from CONTENT_SEED_DIR on the first start.
import { ConfigError, readContentLakeConfig } from './config.ts';
import { startContentServer } from './index.ts';

let config: ReturnType<typeof readContentLakeConfig>;
try {
  config = readContentLakeConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`content: ${error.message}`);
  process.exit(1);
}

const server = await startContentServer(config).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `content: port ${config.port} is already in use; set CONTENT_PORT to another port`
      : `content: could not start: ${error.message}`,
  );
  process.exit(1);
});
console.log(`content: Sanity query and image API at ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
