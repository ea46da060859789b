import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type HttpBindings, serve } from '@hono/node-server';
// biome-ignore lint/style/noRestrictedImports: the functions package's entries are its subpath exports
import { createKeepAliveHandler } from '@nordkyst/functions/keep-alive';
import {
  createRateLimiter,
  createSendEmailHandler,
  type EmailTransport,
  loadConfig,
  systemClock,
  unlimited,
  // biome-ignore lint/style/noRestrictedImports: the functions package's entries are its subpath exports
} from '@nordkyst/functions/send-email';
import { Hono } from 'hono';
import { listOutbox, outboxPage } from './outbox-page.ts';
import { createOutboxTransport } from './outbox-transport.ts';

export const DEFAULT_OUTBOX_DIR = fileURLToPath(new URL('../../../.data/outbox', import.meta.url));

export type FunctionsServerOptions = {
  port?: number;
  host?: string;
  /** Where e-mails are written; default OUTBOX_DIR, else `<repo>/.data/outbox`. */
  outboxDir?: string;
  /** The functions' configuration variables; default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Instead of the outbox (tests). */
  transport?: EmailTransport;
};

export type FunctionsServer = { url: string; outboxDir: string; close(): Promise<void> };

const EML_NAME = /^[\w.-]+\.eml$/;

/**
 * Serves the Supabase functions' handlers the way the Supabase CLI does locally
 * (`/functions/v1/<name>`), with e-mails going to an outbox folder, plus `/outbox` to read them.
 */
export async function startFunctionsServer(options: FunctionsServerOptions = {}): Promise<FunctionsServer> {
  const env = options.env ?? process.env;
  const config = loadConfig(env);
  const outboxDir = options.outboxDir ?? config.outboxDir ?? DEFAULT_OUTBOX_DIR;
  const transport = options.transport ?? createOutboxTransport({ dir: outboxDir });
  const rateLimiter =
    config.rateLimitMax > 0
      ? createRateLimiter({
          limit: config.rateLimitMax,
          windowMs: config.rateLimitWindowMs,
          clock: systemClock,
        })
      : unlimited;
  const sendEmail = createSendEmailHandler({ config, transport, clock: systemClock, rateLimiter });
  const keepAlive = createKeepAliveHandler({ config, clock: systemClock });

  const app = new Hono<{ Bindings: HttpBindings }>();
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

  return {
    url: `http://${host}:${port}`,
    outboxDir,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
