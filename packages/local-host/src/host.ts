// The local stand-in for the production CDN: serves the static build, applying the same `_redirects`
// and `_headers` files Netlify reads, so the site behaves the same locally and in production.
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { contentTypeFor, isCompressible } from './content-types.ts';
import { type HeaderRule, headersFor, parseHeaders } from './headers.ts';
import { matchRedirect, parseRedirects, type RedirectRule } from './redirects.ts';

export interface HostOptions {
  port?: number;
  host?: string;
  /**
   * The folder to serve; defaults to the web build, `apps/web/build/client`. It may be a symbolic link:
   * a rebuild swaps the link, and each request is served whole from the folder it pointed to.
   */
  root?: string;
}

export interface RunningHost {
  url: string;
  close(): Promise<void>;
}

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/build/client');

/** Netlify's default for every response whose `_headers` rules do not set caching. */
const defaultCacheControl = 'public, max-age=0, must-revalidate';

interface StaticFile {
  body: Buffer;
  etag: string;
  contentType: string;
  encoded: Map<string, Buffer>;
}

async function readOptional(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return '';
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function startHost({
  port = 4173,
  host = '127.0.0.1',
  root = defaultRoot,
}: HostOptions = {}): Promise<RunningHost> {
  type Site = { dir: string; redirects: RedirectRule[]; headerRules: HeaderRule[] };
  const cache = new Map<string, StaticFile>();
  let site: Site | undefined;

  /** The folder the root points to now, with its rules, read again when the link moved. */
  async function currentSite(): Promise<Site> {
    const dir = await realpath(resolve(root)).catch(() => resolve(root));
    if (site?.dir !== dir) {
      const [redirectsText, headersText] = await Promise.all([
        readOptional(join(dir, '_redirects')),
        readOptional(join(dir, '_headers')),
      ]);
      site = { dir, redirects: parseRedirects(redirectsText), headerRules: parseHeaders(headersText) };
      cache.clear();
    }
    return site;
  }

  /**
   * The file a URL path names: the file itself, `index.html` for a directory path (trailing slash),
   * or `<path>.html` (Netlify's pretty URLs). Null for anything outside the root, hidden files and
   * the rules files themselves.
   */
  async function resolveFile(rootDir: string, pathname: string): Promise<string | null> {
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
    ) {
      return null;
    }
    if (decoded === '/_redirects' || decoded === '/_headers') return null;
    const path = resolve(rootDir, `.${decoded}`);
    if (path !== rootDir && !path.startsWith(rootDir + sep)) return null;
    const candidates = decoded.endsWith('/') ? [join(path, 'index.html')] : [path, `${path}.html`];
    for (const candidate of candidates) if (await isFile(candidate)) return candidate;
    return null;
  }

  async function load(path: string): Promise<StaticFile> {
    const info = await stat(path);
    const key = `${path}:${info.mtimeMs}:${info.size}`;
    let file = cache.get(key);
    if (!file) {
      const body = await readFile(path);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      file = { body, etag, contentType: contentTypeFor(path), encoded: new Map() };
      cache.set(key, file);
    }
    return file;
  }

  function encodingFor(request: Request, file: StaticFile): 'br' | 'gzip' | null {
    if (!isCompressible(file.contentType) || file.body.length < 512) return null;
    const accepted = request.headers.get('accept-encoding') ?? '';
    if (/\bbr\b/.test(accepted)) return 'br';
    if (/\bgzip\b/.test(accepted)) return 'gzip';
    return null;
  }

  function encode(file: StaticFile, encoding: 'br' | 'gzip'): Buffer {
    let body = file.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(file.body, { level: 9 });
      file.encoded.set(encoding, body);
    }
    return body;
  }

  async function respondWithFile(
    headerRules: HeaderRule[],
    request: Request,
    pathname: string,
    path: string,
    status: number,
  ): Promise<Response> {
    const file = await load(path);
    const headers = headersFor(headerRules, pathname);
    if (!headers.has('cache-control')) headers.set('cache-control', defaultCacheControl);
    headers.set('content-type', file.contentType);
    headers.set('etag', file.etag);
    if (isCompressible(file.contentType)) headers.set('vary', 'Accept-Encoding');
    if (status === 200 && request.headers.get('if-none-match') === file.etag) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = encodingFor(request, file);
    const body = encoding ? encode(file, encoding) : file.body;
    if (encoding) headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  }

  async function handle(request: Request): Promise<Response> {
    const { dir, redirects, headerRules } = await currentSite();
    const url = new URL(request.url);
    const file = await resolveFile(dir, url.pathname);
    const match = matchRedirect(redirects, url.pathname, url.searchParams, file !== null);
    if (!match) {
      if (file) return respondWithFile(headerRules, request, url.pathname, file, 200);
      return new Response('Not Found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    const { rule, location } = match;
    if (rule.status >= 300 && rule.status < 400) {
      // The query string passes through unless the target sets its own (Netlify's behaviour).
      const target = location.includes('?') || !url.search ? location : `${location}${url.search}`;
      const headers = headersFor(headerRules, url.pathname);
      headers.set('location', target);
      return new Response(null, { status: rule.status, headers });
    }
    if (/^https?:\/\//.test(location)) {
      return new Response('Proxy rules are not supported by the local host', { status: 502 });
    }
    const target = await resolveFile(dir, new URL(location, url).pathname);
    if (!target)
      return new Response('Not Found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    return respondWithFile(headerRules, request, url.pathname, target, rule.status);
  }

  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', (c) => handle(c.req.raw));
  app.all('*', () => new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } }));

  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const instance = serve({ fetch: app.fetch, port, hostname: host }, () => resolveServer(instance));
    instance.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
