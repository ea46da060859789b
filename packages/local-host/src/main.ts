// Serves a web build: `HOST_ROOT` (the folder, required), `HOST_PORT` (default 4173), `HOST_ADDRESS`
// (default 127.0.0.1).
import { closeOnSignals, fail, portFromEnv, startOrFail } from '@nordkyst/local-process';
import { startHost } from './host.ts';

const root = process.env.HOST_ROOT;
if (!root) fail('site', 'set HOST_ROOT to the folder to serve (the web build, apps/web/build/client)');
const port = portFromEnv('site', 'HOST_PORT', 4173);
const host = await startOrFail(
  'site',
  () => startHost({ port, host: process.env.HOST_ADDRESS ?? '127.0.0.1', root }),
  { variable: 'HOST_PORT', value: port },
);
console.log(`site: serving ${root} at ${host.url}/`);
closeOnSignals(host);
