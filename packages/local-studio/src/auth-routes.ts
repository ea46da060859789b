// Sanity's token login flow for a local user: the Studio opens the provider URL, we redirect back with
// `#sid=…`, the Studio exchanges the sid for a token at `/auth/fetch` and sends it as a bearer token.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { apiError } from './api-error.ts';
import { bearerToken, type Sessions } from './sessions.ts';

/** The provider URL the Studio's login button opens (no API version: the Studio builds it from config). */
export const loginPath = '/auth/login/local';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Loopback host names a Studio may be served from; the login never redirects anywhere else. */
function isLocalOrigin(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const host = url.hostname;
  const local =
    host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
  return local && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined;
}

export function tokenOf(c: Context): string | undefined {
  return bearerToken(c.req.header('authorization'));
}

export function addAuthRoutes(app: Hono, sessions: Sessions): void {
  app.get(loginPath, (c) => {
    // No password: sitting at this computer is the credential, so nobody else may log in.
    const address = getConnInfo(c).remote.address ?? '';
    if (!loopbackAddresses.has(address))
      return apiError(c, 403, 'The local login only accepts requests from this computer');
    const origin = isLocalOrigin(c.req.query('origin'));
    if (!origin) return apiError(c, 400, 'The origin parameter must be a URL on localhost');
    origin.hash = `sid=${sessions.startLogin()}`;
    return c.redirect(origin.toString(), 302);
  });

  app.get('/:version/auth/fetch', async (c) => {
    const sid = c.req.query('sid');
    const token = sid ? await sessions.exchange(sid) : undefined;
    if (!token) return apiError(c, 401, 'Unknown or expired login session');
    return c.json({ token });
  });

  app.get('/:version/users/me', (c) => {
    const user = sessions.userFor(tokenOf(c));
    return user ? c.json(user) : apiError(c, 401, 'Not logged in');
  });

  app.get('/:version/auth/id', (c) => {
    const user = sessions.userFor(tokenOf(c));
    return user ? c.json({ id: user.id }) : apiError(c, 401, 'Not logged in');
  });

  app.post('/:version/auth/logout', async (c) => {
    await sessions.logout(tokenOf(c));
    return c.json({});
  });
}
