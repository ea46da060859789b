import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type HttpBindings, serve } from '@hono/node-server';
import { refuseForeignHost } from '@nordkyst/local-origin';
import { Hono } from 'hono';
import { type Clock, systemClock } from '../_shared/clock.ts';
import { ConfigError, loadConfig } from '../_shared/config.ts';
import { connectDatabase } from '../_shared/database.ts';
import type { EmailTransport } from '../_shared/email.ts';
import { createDatabaseRateLimiter, unlimited } from '../_shared/rate-limit.ts';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { createKeepAliveHandler } from '../keep-alive/handler.ts';
import { createConfirmationLimit } from '../send-email/confirmation-limit.ts';
import { createEmailBudget } from '../send-email/email-budget.ts';
import { createSendEmailHandler } from '../send-email/handler.ts';
import { createSubmissionStore } from '../send-email/submissions.ts';
import { listOutbox, outboxPage } from './outbox-page.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { createScheduler } from './scheduler.ts';

export const DEFAULT_OUTBOX_DIR = fileURLToPath(new URL('../../.data/outbox', import.meta.url));

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
};

export type FunctionsServer = {
  url: string;
  outboxDir: string;
  /** Runs the retry scheduler once now (tests trigger it instead of waiting for its interval). */
  runScheduler(): Promise<void>;
  close(): Promise<void>;
};

const EML_NAME = /^[\w.-]+\.eml$/;

/**
 * Serves the Supabase functions' handlers the way the Supabase CLI does locally
 * (`/functions/v1/<name>`), with e-mails going to an outbox folder (or to Resend's API at
 * RESEND_API_URL with EMAIL_TRANSPORT=resend), plus `/outbox` to read them, and runs the retry
 * scheduler that Supabase's cron runs in production.
 */
export async function startFunctionsServer(options: FunctionsServerOptions = {}): Promise<FunctionsServer> {
  const env = options.env ?? process.env;
  const clock = options.clock ?? systemClock;
  const config = loadConfig(env);
  if (!config.databaseUrl)
    throw new ConfigError('DATABASE_URL', 'is required (the stack starts a local Postgres)');
  const outboxDir = options.outboxDir ?? config.outboxDir ?? DEFAULT_OUTBOX_DIR;
  const transport =
    options.transport ??
    (config.emailTransport === 'resend' && config.resendApiKey
      ? createResendTransport({
          apiKey: config.resendApiKey,
          endpoint: config.resendApiUrl,
          timeoutMs: config.resendTimeoutMs,
        })
      : createOutboxTransport({ dir: outboxDir }));
  const sql = connectDatabase(config.databaseUrl, { max: config.databasePoolSize });
  const rateLimiter =
    config.rateLimitMax > 0
      ? createDatabaseRateLimiter({
          sql,
          limit: config.rateLimitMax,
          windowMs: config.rateLimitWindowMs,
          dailyLimit: config.rateLimitDailyMax,
          secret: config.altchaHmacKey,
          clock,
        })
      : unlimited;
  // The file links in notifications start with the runner's own address, known once it listens
  // (SEND_EMAIL_PUBLIC_URL, when set, wins).
  let ownUrl = config.publicUrl;
  const sendEmail = createSendEmailHandler({
    config: {
      ...config,
      get publicUrl() {
        return ownUrl;
      },
    },
    transport,
    clock,
    rateLimiter,
    store: createSubmissionStore(sql),
    confirmations: createConfirmationLimit(sql, config.confirmationsPerRecipient, config.altchaHmacKey),
    budget: createEmailBudget(sql, config.emailDailyBudget),
  });
  const keepAlive = createKeepAliveHandler({ config, clock: systemClock });
  const scheduler = createScheduler({
    run: () => sendEmail.delivery.runDue(config.rateLimitWindowMs),
    intervalMs: Number(env.RETRY_INTERVAL_SECONDS ?? 15) * 1000,
  });

  let listeningPort = options.port ?? 54321;
  const app = new Hono<{ Bindings: HttpBindings }>();
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
  app.get('/outbox', async (c) => c.html(outboxPage(await listOutbox(outboxDir), outboxDir)));
  app.get('/outbox/:name', async (c) => {
    const name = c.req.param('name');
    if (!EML_NAME.test(name)) return c.notFound();
    try {
      const eml = await readFile(`${outboxDir}/${name}`);
      return c.body(eml, 200, {
        'Content-Type': 'message/rfc822',
        'Content-Disposition': `inline; filename="${name}"`,
      });
    } catch {
      return c.notFound();
    }
  });

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
  ownUrl ??= `http://${host}:${port}/functions/v1/send-email`;
  scheduler.start();
  return {
    url: `http://${host}:${port}`,
    outboxDir,
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
