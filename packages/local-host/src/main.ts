// Serves a web build: `HOST_ROOT` (the folder, required), `HOST_PORT` (default 4173), `HOST_ADDRESS`
// (default 127.0.0.1).
import { startHost } from './host.ts';

const root = process.env.HOST_ROOT;
if (!root) {
  console.error('site: set HOST_ROOT to the folder to serve (the web build, apps/web/build/client)');
  process.exit(1);
}
const host = await startHost({
  port: Number(process.env.HOST_PORT ?? 4173),
  host: process.env.HOST_ADDRESS ?? '127.0.0.1',
  root,
});
console.log(`site: serving ${root} at ${host.url}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void host.close().finally(() => process.exit(0));
  });
}
