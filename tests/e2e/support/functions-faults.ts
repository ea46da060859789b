/** Faults of the functions for the forms' end-to-end specs: unreachable, or running without a database. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';

/** A port nothing listens on: a database that is stopped. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A second local functions runner whose database is stopped, and the page's challenge and submissions
 * sent to it: the real handler answers what it answers when Postgres is down (decision 054).
 */
export async function sendToRunnerWithoutDatabase(page: Page) {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const runner = spawn(process.execPath, ['functions/local/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      FUNCTIONS_PORT: '0',
      DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${await closedPort()}/postgres`,
      RETRY_INTERVAL_SECONDS: '0',
      // While the database cannot count, a challenge costs the most (decision 054; the functions' own
      // tests): here the visitor's way through the fallback, at the usual price, not a minute of solving.
      CHALLENGE_MAX_FACTOR: '1',
      // Its answers reach the site's page, which CORS lets read them only from a listed origin.
      ALLOWED_ORIGINS: `http://127.0.0.1:${process.env.HOST_PORT ?? 4173}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    runner.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /functions: (http:\/\/[\d.:]+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    runner.once('exit', (code) => reject(new Error(`functions runner exited with ${code}`)));
  });
  await page.route('**/functions/v1/send-email', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({ response: await route.fetch({ url: `${url}/functions/v1/send-email` }) });
  });
  // Its challenges are signed with its own key.
  await page.route('**/functions/v1/send-email/challenge', async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await route.fulfill({ response: await route.fetch({ url: `${url}/functions/v1/send-email/challenge` }) });
  });
  return () => runner.kill('SIGTERM');
}

/** Makes the functions server unreachable for the page. */
export async function cutFunctions(page: Page) {
  await page.route('**/functions/v1/**', (route) => route.abort());
}
