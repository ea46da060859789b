// Serves the web build: `HOST_PORT` (default 4173), `HOST_ADDRESS` (default 127.0.0.1), `HOST_ROOT`.
import { startHost } from './host.ts';

const host = await startHost({
  port: Number(process.env.HOST_PORT ?? 4173),
  host: process.env.HOST_ADDRESS ?? '127.0.0.1',
  ...(process.env.HOST_ROOT ? { root: process.env.HOST_ROOT } : {}),
});
console.log(`site: serving the web build at ${host.url}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void host.close().finally(() => process.exit(0));
  });
}
