// `node packages/local-content/src/main.ts`: serves the seed at CONTENT_PORT (default 3400).
import { startContentServer } from './index.ts';

const port = Number(process.env.CONTENT_PORT ?? 3400);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`CONTENT_PORT must be a port number (0-65535), got "${process.env.CONTENT_PORT}"`);
  process.exit(1);
}

const seedDir = process.env.CONTENT_SEED_DIR || undefined;
const server = await startContentServer({ port, seedDir }).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `content: port ${port} is already in use; set CONTENT_PORT to another port`
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
