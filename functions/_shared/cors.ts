/**
 * CORS for browser calls from the website's origins (supabase-js sends authorization and apikey headers;
 * the forms send Idempotency-Key).
 */

export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'idempotency-key',
] as const;

/**
 * Headers for a response to `request`: its Origin is echoed only when listed (never `*`: any page could
 * then call), with `Vary: Origin` so caches keep answers apart.
 */
export function corsHeaders(request: Request, allowedOrigins: readonly string[], methods: string): Headers {
  const headers = new Headers({
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  });
  const origin = request.headers.get('Origin');
  if (origin && allowedOrigins.includes(origin)) headers.set('Access-Control-Allow-Origin', origin);
  return headers;
}

/** The answer to a CORS preflight (`OPTIONS`): 204 with the CORS headers, no body. */
export function preflightResponse(headers: Headers): Response {
  return new Response(null, { status: 204, headers });
}
