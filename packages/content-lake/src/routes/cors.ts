import { cors } from 'hono/cors';

/**
 * Browsers call the content server from the site's origin; @sanity/client sends `X-Sanity-Project-ID`
 * (and, depending on the call, these others), so its requests are preflighted.
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

export const corsMiddleware = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  allowHeaders: allowedHeaders,
  exposeHeaders: ['Content-Length', 'X-Sanity-Warning', 'X-Image-Cache'],
  maxAge: 86400,
});
