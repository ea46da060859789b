// Starts the local functions runner: `node functions/local/main.ts` (env FUNCTIONS_PORT,
// FUNCTIONS_HOST, OUTBOX_DIR and the functions' variables, see functions/_shared/config.ts).
import { startFunctionsServer } from './server.ts';

const port = Number(process.env.FUNCTIONS_PORT ?? 54321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`FUNCTIONS_PORT must be a port number, got "${process.env.FUNCTIONS_PORT}"`);
  process.exit(1);
}

try {
  const server = await startFunctionsServer({
    port,
    ...(process.env.FUNCTIONS_HOST ? { host: process.env.FUNCTIONS_HOST } : {}),
  });
  console.info(`functions: ${server.url}/functions/v1/{send-email,keep-alive}`);
  console.info(`outbox: ${server.url}/outbox (${server.outboxDir})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
