import { cors } from 'hono/cors';
import { CORS_ALLOWED_HEADERS } from '../../_shared/cors.ts';

/**
 * CORS for the website's origins only (the configuration refuses `*`); answers every preflight with 204,
 * before any other middleware, so a preflight is neither counted nor logged.
 */
export function corsFor(allowedOrigins: readonly string[]) {
  return cors({
    origin: [...allowedOrigins],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: [...CORS_ALLOWED_HEADERS],
    maxAge: 86400,
  });
}
