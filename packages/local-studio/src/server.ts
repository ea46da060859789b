// The Studio's API host: HTTP/2 over TLS (the Studio keeps more event streams open than HTTP/1.1 allows
// per host), serving the local login, the project endpoints, the presence socket, the lake's data and
// image routes, and the Studio itself, all on one port.
import type { IncomingMessage } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import {
  authorKey,
  type ContentLake,
  checkCorsHandler,
  createDataApp,
  hostCheck,
} from '@nordkyst/content-lake';
import { ownHostHeader } from '@nordkyst/local-origin';
import { ensureLoginCode, type LoginCode } from '@nordkyst/local-process';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { proxy } from 'hono/proxy';
import { apiError } from './api-error.ts';
import { addAuthRoutes, tokenOf } from './auth-routes.ts';
import { createPresence } from './presence.ts';
import { addProjectRoutes } from './project-routes.ts';
import { createSessions, type Sessions } from './sessions.ts';
import { addStudioFiles } from './studio-files.ts';
import { ensureTls } from './tls.ts';

export type Fetch = (request: Request) => Response | Promise<Response>;

export type StudioServerOptions = {
  port: number;
  /** Sessions and the certificate authority live here. */
  dataDir: string;
  /** The Studio built for this server's address. */
  studioDir: string;
  /** The Content Lake whose data API this server carries, in this process: the same store. */
  lake: ContentLake;
  /** The lake's image CDN routes. */
  images: Fetch;
  projectId?: string;
  dataset?: string;
  /** Origins besides the Studio's own whose pages may call this host (CONTENT_CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /**
   * The local functions runner, whose `leads` the Henvendelser tool reaches at this origin's
   * `/functions/v1/leads`: WebKit lets no HTTPS page call plain HTTP (mixed content), and the cloud's
   * Studio calls Supabase over HTTPS too.
   */
  functionsUrl?: string;
};

export type StudioServer = {
  /** Where the Studio opens: the project's host, which also carries its data and login. */
  studioUrl: string;
  /** The API host the Studio is built with; the Studio puts the project id in front of it for data. */
  apiHost: string;
  caCertPath: string;
  /** What the owner types to log in, and the file (readable by the local user only) that holds it. */
  loginCode: { code: string; file: string };
  /** The logged-in owner's id for a token, so the lake's plain port can accept the Studio's tokens. */
  authorOf(token: string): string | undefined;
  close(): Promise<void>;
};

/**
 * The origins whose pages may call this host: the Studio's own (the project's host and the API host, at
 * this port) and the configured ones. Another server on localhost is another origin, like any site.
 */
function studioOrigins(
  projectId: string,
  port: () => number,
  configured: readonly string[] = [],
): (origin: string) => boolean {
  return (origin) =>
    origin === `https://${projectId}.localhost:${port()}` ||
    origin === `https://localhost:${port()}` ||
    configured.includes(origin);
}

/** Headers HTTP/1.1 uses per connection; HTTP/2 forbids them, and Node throws if a response carries one. */
const connectionHeaders = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/** Answers without connection headers (Hono's event streams set `Connection: keep-alive`). */
export async function withoutConnectionHeaders(response: Response): Promise<Response> {
  if (!connectionHeaders.some((name) => response.headers.has(name))) return response;
  const headers = new Headers(response.headers);
  for (const name of connectionHeaders) headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function createStudioApp(
  sessions: Sessions,
  data: Hono,
  options: Pick<
    StudioServerOptions,
    'studioDir' | 'images' | 'projectId' | 'dataset' | 'corsOrigins' | 'functionsUrl'
  > & {
    /** What the owner types to log in (login-code.ts). */
    loginCode: LoginCode;
    /** The port it listens on, known once it does: only its own host names are served. */
    port: () => number;
  },
): Hono {
  const { projectId = 'nordkyst', dataset = 'production' } = options;
  const allowed = studioOrigins(projectId, options.port, options.corsOrigins);
  // A login returns to the Studio's own pages only, never to a configured origin such as the preview.
  const ownOrigin = studioOrigins(projectId, options.port);
  const app = new Hono();
  // A page of another site whose DNS name is rebound to 127.0.0.1 is not served (docs/decisions/026).
  app.use('*', hostCheck({ hostNames: [`${projectId}.localhost`], port: options.port }));
  // As Sanity does for a project's CORS origins: the Studio's origin, with credentials.
  app.use(
    '*',
    cors({
      origin: (origin) => (allowed(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Content-Length', 'X-Sanity-Warning'],
      maxAge: 86400,
    }),
  );
  app.get('/:version{v[^/]+}/check/cors', checkCorsHandler(allowed, true));
  // The Studio times its round trips against this, without a token.
  app.get('/:version{v[^/]+}/data/ping/:dataset', (c) => c.text('PONG', 200, { 'X-Sanity-Shard': 'local' }));
  // Drafts, history and writes belong to the logged-in owner (the lake records them as the author);
  // the website reads the lake's own port. The live events stream is public, as Sanity's: the
  // Presentation tool opens one without a token (its share menu), and only published tags reach it.
  app.use('/:version{v[^/]+}/:area{data|assets}/*', async (c, next) => {
    const user = sessions.userFor(tokenOf(c));
    if (user) c.set(authorKey as never, user.id as never);
    else if (!/^\/v[^/]+\/data\/live\/events\//.test(c.req.path)) return apiError(c, 401, 'Not logged in');
    return next();
  });
  addAuthRoutes(app, sessions, { loginCode: options.loginCode, isStudioOrigin: ownOrigin });
  addProjectRoutes(app, sessions, { projectId, dataset, displayName: 'Nordkyst Byg' });
  app.route('/', data);
  app.on(['GET', 'HEAD'], '/images/*', (c) => options.images(c.req.raw));
  const { functionsUrl } = options;
  if (functionsUrl)
    app.all('/functions/v1/leads/*', (c) =>
      // The function checks the owner's token itself; the runner's own host, not this one, is its Host.
      proxy(`${functionsUrl}${c.req.path}${new URL(c.req.url).search}`, {
        raw: c.req.raw,
        headers: { ...c.req.header(), host: undefined },
      }),
    );
  addStudioFiles(app, options.studioDir);
  app.onError((error, c) => {
    console.error(`studio: ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' }, 500);
  });
  return app;
}

/**
 * The app's host and origin checks for a WebSocket upgrade, which bypasses the app: a page of any site may
 * open a WebSocket to any address (CORS does not apply), and a rebound DNS name would reach it too. A
 * request without `Origin` comes from no browser page.
 */
function upgradeCheck(
  projectId: string,
  port: () => number,
  configured: readonly string[] | undefined,
): (request: IncomingMessage) => boolean {
  const own = ownHostHeader({ hostNames: [`${projectId}.localhost`], port }, 'https');
  const allowed = studioOrigins(projectId, port, configured);
  return (request) => {
    const origin = request.headers.origin;
    return (origin === undefined || allowed(origin)) && own(request.headers.host);
  };
}

export async function startStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  const { port, dataDir, lake, projectId = 'nordkyst' } = options;
  const [tls, loginCode] = await Promise.all([
    ensureTls(join(dataDir, 'tls'), projectId),
    ensureLoginCode(join(dataDir, 'login-code')),
  ]);
  const sessions = await createSessions(join(dataDir, 'sessions.json'), loginCode);
  let listeningPort = port;
  const app = createStudioApp(sessions, createDataApp(lake), {
    ...options,
    loginCode,
    port: () => listeningPort,
  });
  const presence = createPresence(sessions);
  const server = createAdaptorServer({
    // The environment carries the Node request, whose socket tells the login who is asking.
    fetch: async (request: Request, env: unknown) => withoutConnectionHeaders(await app.fetch(request, env)),
    createServer: createSecureServer,
    // HTTP/1.1 stays on for the WebSocket upgrade and for clients without HTTP/2.
    serverOptions: { key: tls.key, cert: tls.cert, allowHTTP1: true },
  });
  // Open event streams would hold close() open; closing drops every connection.
  const connections = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  const upgradeAllowed = upgradeCheck(projectId, () => listeningPort, options.corsOrigins);
  server.on('upgrade', (request, socket, head) => {
    if (!upgradeAllowed(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!presence.handleUpgrade(request, socket, head)) socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  listeningPort = actualPort;
  return {
    studioUrl: `https://${projectId}.localhost:${actualPort}/`,
    apiHost: `https://localhost:${actualPort}`,
    caCertPath: tls.caCertPath,
    loginCode: { code: loginCode.code, file: loginCode.file },
    authorOf: (token) => sessions.userFor(token)?.id,
    close: () =>
      new Promise<void>((resolve) => {
        presence.close();
        server.close(() => resolve());
        for (const socket of connections) socket.destroy();
      }),
  };
}
