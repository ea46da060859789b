// Who may do what on the lake's plain HTTP port (docs/decisions/026): published content is public, as
// in a public Sanity dataset; drafts, history, listeners and writes need a token. Another web page in
// the owner's browser can reach 127.0.0.1, so the port also refuses foreign Host names (DNS rebinding)
// and answers CORS only for the site's and the Studio's own origins.

import { ownHost } from '@nordkyst/local-origin';
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { httpError } from '../http-error.ts';
import { authorKey } from '../routes/transaction-options.ts';

/** The author id a token commits as, or undefined for a token the lake does not know. */
export type Authorize = (token: string) => string | undefined;

export type AccessOptions = {
  authorize: Authorize;
  /** Origins whose pages may call the lake from a browser. */
  corsOrigins: readonly string[];
  /** Host names (without port) besides the loopback ones that address this lake. */
  hostNames?: readonly string[];
  /** The port the lake listens on, known once it does. */
  port: () => number;
};

/**
 * @sanity/client sends `X-Sanity-Project-ID` (and, depending on the call, these others), so its requests
 * are preflighted.
 */
export const allowedHeaders = [
  'Authorization',
  'Content-Type',
  'Accept',
  'X-Sanity-Project-ID',
  'X-Sanity-Scope-Type',
  'X-Sanity-Scope-Id',
  'X-Sanity-Lineage',
  'Last-Event-ID',
];

/** A request may act as an editor: it carries a token the lake (or the Studio's login) knows. */
export function isEditor(c: Context): boolean {
  return typeof (c.get as (key: string) => unknown)(authorKey) === 'string';
}

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

/**
 * Refuses a request whose Host (HTTP/2: `:authority`; an absolute request target: its host) is not one
 * of the lake's own names and port: a page of another site that a rebound DNS name points here.
 */
export function hostCheck(options: Pick<AccessOptions, 'hostNames' | 'port'>): MiddlewareHandler {
  const own = ownHost(options);
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!own(url)) return httpError(c, 403, 'Forbidden', `Host "${url.host}" is not this content server`);
    return next();
  };
}

export function corsFor(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowHeaders: allowedHeaders,
    exposeHeaders: ['Content-Length', 'X-Sanity-Warning', 'X-Image-Cache'],
    maxAge: 86400,
  });
}

/**
 * Refuses what a page of another site has the browser send to the data API: such a request says
 * `Sec-Fetch-Site: cross-site` or `same-site` (another port of 127.0.0.1 is the same site) and carries no
 * allowed `Origin`. Its answer would be unreadable, but the query would still run: a foreign page could
 * fill the watched queries of the live events (pushing the preview's out) or keep the lake busy. A
 * navigation (a link, a form) is let through to the usual checks, and so is anything of no browser (no
 * `Sec-Fetch-Site`); images are not under the data API and stay open to every page, as Sanity's CDN.
 */
export function foreignPageCheck(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    if ((site !== 'cross-site' && site !== 'same-site') || c.req.header('sec-fetch-mode') === 'navigate') {
      return next();
    }
    if (allowed.has(c.req.header('origin') ?? '')) return next();
    return httpError(c, 403, 'Forbidden', 'A page of another site may not use the content API');
  };
}

/** A bearer token the lake knows marks the request as an editor's; an unknown one is refused, as Sanity does. */
export function tokenCheck(authorize: Authorize): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) return next();
    const token = bearerToken(header);
    if (token === undefined) {
      return httpError(c, 401, 'Unauthorized', 'The Authorization header must be "Bearer <token>"');
    }
    const author = authorize(token);
    if (author === undefined) return httpError(c, 401, 'Unauthorized', 'Session not found');
    c.set(authorKey as never, author as never);
    return next();
  };
}

/** Answers 401 unless the request is an editor's. */
export function editorOnly(c: Context): Response | undefined {
  if (isEditor(c)) return undefined;
  return httpError(
    c,
    401,
    'Unauthorized',
    'This needs a token: drafts, history, listeners and writes are not public',
  );
}
