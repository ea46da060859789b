import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type HttpBindings, serve } from '@hono/node-server';
import { answerStackChallenge, refuseForeignHost } from '@nordkyst/local-origin';
import { ensureLoginCode, ensureSecret } from '@nordkyst/local-process';
import { Hono } from 'hono';
import { type Clock, systemClock } from '../_shared/clock.ts';
import { ConfigError, loadConfig, randomSecret } from '../_shared/config.ts';
import { connectDatabase } from '../_shared/database.ts';
import type { EmailTransport } from '../_shared/email.ts';
import { createKeepAliveHandler } from '../keep-alive/handler.ts';
import { createLocalLeads } from '../leads/local.ts';
import { resendTransportFrom, sendEmailFromConfig } from '../send-email/wiring.ts';
import { addOutboxRoutes } from './outbox-routes.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { createScheduler } from './scheduler.ts';
import { createLocalStorage, STORAGE_PATH } from './storage/storage-server.ts';

export const DEFAULT_OUTBOX_DIR = fileURLToPath(new URL('../../.data/outbox', import.meta.url));
const DEFAULT_STUDIO_DATA_DIR = fileURLToPath(new URL('../../.data/studio', import.meta.url));
const DEFAULT_STORAGE_DIR = fileURLToPath(new URL('../../.data/storage', import.meta.url));

export type FunctionsServerOptions = {
  port?: number;
  host?: string;
  /** Where e-mails are written; default OUTBOX_DIR, else `<repo>/.data/outbox`. */
  outboxDir?: string;
  /** The functions' configuration variables; default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Instead of the configured transport (tests). */
  transport?: EmailTransport;
  /** Instead of the system clock (tests move it forward to make retries due). */
  clock?: Clock;
  /** The owner's login code, which opens the outbox; default `login-code` in STUDIO_DATA_DIR (the Studio's). */
  loginCodeFile?: string;
  /** Storage's objects, uploads and secret; default STORAGE_DIR, else `<repo>/.data/storage`. */
  storageDir?: string;
};

export type FunctionsServer = {
  url: string;
  outboxDir: string;
  /**
   * The local Supabase Storage (`<url>/storage/v1`) and its service role's key: what a function gets as
   * SUPABASE_URL (the runner's `url`) and SUPABASE_SERVICE_ROLE_KEY.
   */
  storage: { url: string; serviceKey: string; dir: string };
  /** Runs the retry scheduler once now (tests trigger it instead of waiting for its interval). */
  runScheduler(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Serves the Supabase functions' handlers the way the Supabase CLI does locally
 * (`/functions/v1/<name>`), with e-mails going to an outbox folder (or to Resend's API at
 * RESEND_API_URL with EMAIL_TRANSPORT=resend), plus `/outbox` to read them (with the owner's login
 * code, outbox-routes.ts) and Supabase Storage at `/storage/v1` (local/storage/), and runs the retry
 * scheduler that Supabase's cron runs in production.
 */
export async function startFunctionsServer(options: FunctionsServerOptions = {}): Promise<FunctionsServer> {
  const given = options.env ?? process.env;
  const clock = options.clock ?? systemClock;
  const loginCodeFile =
    options.loginCodeFile ?? join(given.STUDIO_DATA_DIR ?? DEFAULT_STUDIO_DATA_DIR, 'login-code');
  // The e-mails' one-tap links outlive a restart of the stack, as they outlive a deploy: the secret that
  // signs them (send-email) and checks them (leads) is kept beside the login code.
  const env = given.LEAD_ACTION_SECRET
    ? given
    : {
        ...given,
        LEAD_ACTION_SECRET: await ensureSecret(
          join(dirname(loginCodeFile), 'lead-action-secret'),
          randomSecret,
        ),
      };
  const config = loadConfig(env);
  if (!config.databaseUrl)
    throw new ConfigError('DATABASE_URL', 'is required (the stack starts a local Postgres)');
  const outboxDir = options.outboxDir ?? config.outboxDir ?? DEFAULT_OUTBOX_DIR;
  const transport =
    options.transport ??
    (config.emailTransport === 'resend' && config.resendApiKey
      ? resendTransportFrom({ ...config, resendApiKey: config.resendApiKey })
      : createOutboxTransport({ dir: outboxDir }));
  const loginCode = await ensureLoginCode(loginCodeFile);
  const storageDir = options.storageDir ?? env.STORAGE_DIR ?? DEFAULT_STORAGE_DIR;
  const storage = await createLocalStorage({ dir: storageDir, clock, allowedOrigins: config.allowedOrigins });
  const sql = connectDatabase(config.databaseUrl, { max: config.databasePoolSize });
  // The file links in notifications start with the runner's own address, known once it listens
  // (SEND_EMAIL_PUBLIC_URL, when set, wins).
  let ownUrl = config.publicUrl;
  let runnerUrl = '';
  const sendEmail = sendEmailFromConfig({
    config: {
      ...config,
      get publicUrl() {
        return ownUrl;
      },
    },
    sql,
    transport,
    clock,
    // Supabase's storage is under the project's URL; locally under the runner's, known once it listens.
    storage: { url: () => runnerUrl, serviceKey: storage.serviceKey },
  });
  const keepAlive = createKeepAliveHandler({ config, clock: systemClock });
  const scheduler = createScheduler({
    run: () => sendEmail.delivery.runDue(config.rateLimitWindowMs),
    intervalMs: Number(env.RETRY_INTERVAL_SECONDS ?? 15) * 1000,
  });

  let listeningPort = options.port ?? 54321;
  const app = new Hono<{ Bindings: HttpBindings }>();
  // The stack's check that a runner it reuses is its own (decision 049).
  app.use('*', answerStackChallenge());
  // A page whose DNS name is rebound to 127.0.0.1 must not read the outbox or send as the site.
  app.use('*', refuseForeignHost({ port: () => listeningPort }));
  // The socket's address is the one the rate limit trusts locally; no header can change it.
  app.all('/functions/v1/send-email/*', (c) =>
    sendEmail(c.req.raw, { remoteAddress: c.env.incoming.socket.remoteAddress ?? undefined }),
  );
  app.all('/functions/v1/send-email', (c) =>
    sendEmail(c.req.raw, { remoteAddress: c.env.incoming.socket.remoteAddress ?? undefined }),
  );
  app.all('/functions/v1/keep-alive', (c) => keepAlive(c.req.raw));
  // The Studio tool's API; a re-send it asks for is delivered by a scheduler run at once.
  const leads = createLocalLeads({
    sql,
    env,
    clock,
    afterResend: () => void scheduler.runNow(),
    storage: { url: () => runnerUrl, serviceKey: storage.serviceKey },
  });
  app.all('/functions/v1/leads/*', (c) => leads(c.req.raw));
  app.all('/functions/v1/leads', (c) => leads(c.req.raw));
  app.all(`${STORAGE_PATH}/*`, (c) => storage.fetch(c.req.raw));
  addOutboxRoutes(app, { outboxDir, loginCode, clock, port: () => listeningPort });

  const host = options.host ?? '127.0.0.1';
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve, reject) => {
      const server = serve(
        { fetch: app.fetch, port: options.port ?? 54321, hostname: host },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
      server.once('error', reject);
    },
  );

  listeningPort = port;
  runnerUrl = `http://${host}:${port}`;
  ownUrl ??= `http://${host}:${port}/functions/v1/send-email`;
  scheduler.start();
  return {
    url: `http://${host}:${port}`,
    outboxDir,
    storage: {
      url: `http://${host}:${port}${STORAGE_PATH}`,
      serviceKey: storage.serviceKey,
      dir: storageDir,
    },
    runScheduler: scheduler.runNow,
    async close() {
      await scheduler.stop();
      await new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      await sql.end({ timeout: 1 });
    },
  };
}
