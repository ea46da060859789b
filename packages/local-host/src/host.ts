// The local stand-in for the production CDN: serves the static build with Hono's static-file
// middleware, compression (plus Brotli, brotli.ts) and ETags, applying the same `_redirects` and `_headers` files Netlify reads
// (parsed by Netlify's own parsers), so the site behaves the same locally and in production.
import { stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  answerStackChallenge,
  type HostOptions as HostCheckOptions,
  refuseForeignHost,
} from '@nordkyst/local-origin';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { brotli } from './brotli.ts';
import { type HeaderRule, headersFor, readHeaderRules } from './headers.ts';
import { matchRedirect, type RedirectRule, readRedirectRules } from './redirects.ts';

export interface HostOptions {
  port?: number;
  host?: string;
  /**
   * The folder to serve. A function is asked on every request, so a caller can swap the folder (a
   * rebuilt site) while the host runs; the rules files are read again whenever they change.
   */
  root: string | (() => string);
}

export interface RunningHost {
  url: string;
  close(): Promise<void>;
}

/** Netlify's default for every response whose `_headers` rules do not set caching. */
const defaultCacheControl = 'public, max-age=0, must-revalidate';

/** React Router's prerendered loader data (turbo-stream): a type the generic MIME table lacks. */
const extraContentTypes: Record<string, string> = { '.data': 'text/x-script; charset=utf-8' };

interface SiteRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

/** The rules of the served folder, parsed again only when a rules file (or the folder) changes. */
function siteRules(): (root: string) => Promise<SiteRules> {
  let cached: { key: string; rules: Promise<SiteRules> } | undefined;
  const version = (file: string) =>
    stat(file).then(
      (info) => `${info.ino}:${info.mtimeMs}:${info.size}`,
      () => 'none',
    );
  return async (root) => {
    const files = [join(root, '_redirects'), join(root, '_headers')] as const;
    const key = [root, ...(await Promise.all(files.map(version)))].join('|');
    if (cached?.key !== key) {
      const rules = Promise.all([readRedirectRules(files[0]), readHeaderRules(files[1])]).then(
        ([redirects, headers]) => ({ redirects, headers }),
      );
      cached = { key, rules };
    }
    return cached.rules;
  };
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

/**
 * The file a URL path names, as Netlify resolves it: the file itself, `index.html` for a directory path
 * (trailing slash), or `<path>.html` (pretty URLs). Null for anything outside the root, hidden files and
 * the rules files themselves.
 */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (
    decoded.includes('\0') ||
    decoded.includes('\\') ||
    segments.some((s) => s === '..' || s.startsWith('.'))
  )
    return null;
  if (decoded === '/_redirects' || decoded === '/_headers') return null;
  const path = resolve(root, `.${decoded}`);
  if (path !== root && !path.startsWith(root + sep)) return null;
  const candidates = decoded.endsWith('/') ? [join(path, 'index.html')] : [path, `${path}.html`];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return null;
}

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Serves one file with Hono's static middleware, under the request path's `_headers` rules. */
async function sendFile(
  c: Context,
  root: string,
  file: string,
  status: number,
  headers: Headers,
): Promise<Response> {
  const path = `/${relative(root, file).split(sep).join('/')}`;
  const served = await serveStatic({ root, path })(c, async () => {});
  if (!served) return notFound();
  const response = new Response(served.body, { status, headers: served.headers });
  const extra = Object.entries(extraContentTypes).find(([extension]) => file.endsWith(extension));
  if (extra) response.headers.set('content-type', extra[1]);
  for (const [name, value] of headers) response.headers.set(name, value);
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', defaultCacheControl);
  return response;
}

/**
 * The names the host answers to besides the loopback ones: the address it listens on, or, listening on
 * every interface (a phone on the office network), each interface's address.
 */
function namesFor(address: string): string[] {
  const wildcard = address === '0.0.0.0' || address === '::';
  const addresses = wildcard
    ? Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address))
    : [address];
  return addresses.map((name) => (name.includes(':') ? `[${name}]` : name));
}

function createHostApp({ root, hostNames, port }: Pick<HostOptions, 'root'> & HostCheckOptions): Hono {
  const rootNow = typeof root === 'function' ? () => resolve(root()) : () => resolve(root);
  const rulesOf = siteRules();
  const app = new Hono();
  // The stack's check that a host it reuses is its own (decision 049).
  app.use(answerStackChallenge());
  app.use(refuseForeignHost({ hostNames, port }));
  // Brotli when accepted, else gzip or deflate; ETags from the uncompressed body.
  app.use(compress());
  app.use(brotli());
  app.use(etag());
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const dir = rootNow();
    const rules = await rulesOf(dir);
    const url = new URL(c.req.url);
    const headers = headersFor(rules.headers, url.pathname);
    const file = await resolveFile(dir, url.pathname);
    const match = matchRedirect(rules.redirects, url.pathname, url.searchParams, file !== null);
    if (!match) return file ? sendFile(c, dir, file, 200, headers) : notFound();

    const { rule, location } = match;
    if (rule.status >= 300 && rule.status < 400) {
      // The query string passes through unless the target sets its own (Netlify's behaviour).
      const target = location.includes('?') || !url.search ? location : `${location}${url.search}`;
      headers.set('location', target);
      return new Response(null, { status: rule.status, headers });
    }
    if (/^https?:\/\//.test(location)) {
      return new Response('Proxy rules are not supported by the local host', { status: 502 });
    }
    const target = await resolveFile(dir, new URL(location, url).pathname);
    return target ? sendFile(c, dir, target, rule.status, headers) : notFound();
  });
  app.all('*', () => new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } }));
  return app;
}

export async function startHost({
  port = 4173,
  host = '127.0.0.1',
  root,
}: HostOptions): Promise<RunningHost> {
  let listeningPort = port;
  const app = createHostApp({ root, hostNames: namesFor(host), port: () => listeningPort });
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const instance = serve({ fetch: app.fetch, port, hostname: host }, () => resolveServer(instance));
    instance.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  listeningPort = address.port;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
