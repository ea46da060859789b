// Starts the local functions runner: `node functions/local/main.ts` (env FUNCTIONS_PORT,
// FUNCTIONS_HOST, OUTBOX_DIR and the functions' variables, see functions/_shared/config.ts).
import { closeOnSignals, portFromEnv, startOrFail } from '@nordkyst/local-process';
import { startFunctionsServer } from './server.ts';

const port = portFromEnv('functions', 'FUNCTIONS_PORT', 54321);
const server = await startOrFail(
  'functions',
  () =>
    startFunctionsServer({
      port,
      ...(process.env.FUNCTIONS_HOST ? { host: process.env.FUNCTIONS_HOST } : {}),
    }),
  { variable: 'FUNCTIONS_PORT', value: port },
);
console.info(`functions: ${server.url}/functions/v1/{send-email,keep-alive}`);
console.info(`outbox: ${server.url}/outbox (${server.outboxDir})`);
console.info(`storage: ${server.storage.url} (${server.storage.dir})`);
closeOnSignals(server);
