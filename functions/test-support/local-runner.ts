import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FunctionsServerOptions, startFunctionsServer } from '../local/server.ts';
import { solvedChallenge } from './challenge.ts';
import { testDatabase } from './database.ts';

/**
 * The local runner as the tests drive it through HTTP: on a free port, over a fresh test database,
 * writing to an outbox folder of its own, with no rate limit (window or daily cap) and no timer (the test
 * runs the scheduler).
 */
export async function startTestRunner(
  altchaHmacKey: string,
  {
    ownCluster,
    ...options
  }: Omit<FunctionsServerOptions, 'port' | 'outboxDir'> & {
    env?: Record<string, string>;
    /** A database server of its own, which the test may make read-only (testDatabase). */
    ownCluster?: boolean;
  } = {},
) {
  const outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  const db = await testDatabase({ ownCluster });
  // The owner's login code, which opens the outbox, in a folder of its own (never the Studio's real one).
  const studioDir = await mkdtemp(join(tmpdir(), 'studio-'));
  const loginCodeFile = join(studioDir, 'login-code');
  const storageDir = await mkdtemp(join(tmpdir(), 'storage-'));
  const server = await startFunctionsServer({
    loginCodeFile,
    storageDir,
    ...options,
    port: 0,
    outboxDir,
    env: {
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_DAILY_MAX: '0',
      DATABASE_URL: db.server.url,
      DATABASE_POOL_SIZE: '1',
      ALTCHA_HMAC_KEY: altchaHmacKey,
      RETRY_INTERVAL_SECONDS: '0',
      ...options.env,
    },
  });
  return {
    server,
    db,
    outboxDir,
    /** Sends a form's body to send-email, with a challenge solved as the browser does. */
    async submit(body: { formData: Record<string, unknown> }, headers: Record<string, string> = {}) {
      body.formData.altcha = await solvedChallenge(altchaHmacKey);
      return fetch(`${server.url}/functions/v1/send-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    },
    /** The owner's login code, as the owner copies it from the file. */
    loginCode: async () => (await readFile(loginCodeFile, 'utf8')).trim(),
    /** The raw `.eml` files written so far, oldest first. */
    async outbox(): Promise<Buffer[]> {
      const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
      return Promise.all(names.map((name) => readFile(join(outboxDir, name))));
    },
    async close() {
      await server.close();
      await db.close();
      await rm(outboxDir, { recursive: true, force: true });
      await rm(studioDir, { recursive: true, force: true });
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
