import type { Context } from 'hono';
import { cors } from 'hono/cors';

/** The one-tap action routes (`/actions`, `/actions/preview`), which the site's confirmation page calls. */
const ACTION_PATH = /\/actions(?:\/preview)?\/?$/;

/**
 * CORS for the Studio's origins, and on the one-tap action routes for the site's (decision 062);
 * `content-disposition` is exposed for the tool's downloads.
 */
export function corsFor(studioOrigins: readonly string[], siteOrigins: readonly string[] = []) {
  return cors({
    origin: (origin: string, c: Context) =>
      (ACTION_PATH.test(c.req.path) ? siteOrigins : studioOrigins).includes(origin) ? origin : null,
    allowMethods: ['GET', 'PATCH', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: ['authorization', 'content-type', 'accept'],
    exposeHeaders: ['content-disposition'],
    maxAge: 600,
  });
}
