import { cors } from 'hono/cors';

/** CORS for the Studio's origins only; `content-disposition` is exposed for the tool's downloads. */
export function corsFor(studioOrigins: readonly string[]) {
  return cors({
    origin: [...studioOrigins],
    allowMethods: ['GET', 'PATCH', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: ['authorization', 'content-type', 'accept'],
    exposeHeaders: ['content-disposition'],
    maxAge: 600,
  });
}
