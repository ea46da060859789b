// Sanity's token login flow for a local user: the Studio opens the provider URL, the owner types the login
// code only the local user can read (login-code.ts), we redirect back with `#sid=…`, the Studio exchanges
// the sid for a token at `/auth/fetch` and sends it as a bearer token. The sid only ever goes to the
// Studio's own page, and the form only takes a post from that page (docs/decisions/030-local-hardening.md).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { LoginCode } from '@nordkyst/local-process';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from './api-error.ts';
import { loginPage } from './login-page.ts';
import { bearerToken, type Sessions } from './sessions.ts';

/** The provider URL the Studio's login button opens (no API version: the Studio builds it from config). */
export const loginPath = '/auth/login/local';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export type LoginOptions = {
  loginCode: LoginCode;
  /** Whether an origin is one of this Studio's own (where the login may return to). */
  isStudioOrigin: (origin: string) => boolean;
};

/** The Studio page a login returns to, when `value` is a URL on one of the Studio's own origins. */
function studioPage(
  value: string | undefined,
  isStudioOrigin: LoginOptions['isStudioOrigin'],
): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return isStudioOrigin(url.origin) ? url : undefined;
  } catch {
    return undefined;
  }
}

const fromThisComputer = (c: Context) => loopbackAddresses.has(getConnInfo(c).remote.address ?? '');

/** The login page may be neither framed (clickjacking) nor post anywhere but here and the Studio. */
function pageHeaders(origin: URL): Record<string, string> {
  return {
    'Content-Security-Policy': `default-src 'none'; form-action 'self' ${origin.origin}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    // Not no-referrer: a form post under it says `Origin: null`, which the post check refuses.
    'Referrer-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  };
}

const notHere = 'Login i Studio virker kun fra denne computer.';
const notStudio = 'Login i Studio skal starte fra Studio-siden på denne computer.';

export function tokenOf(c: Context): string | undefined {
  return bearerToken(c.req.header('authorization'));
}

export function addAuthRoutes(app: Hono, sessions: Sessions, options: LoginOptions): void {
  const { loginCode, isStudioOrigin } = options;
  app.get(loginPath, (c) => {
    if (!fromThisComputer(c)) return c.text(notHere, 403);
    const origin = studioPage(c.req.query('origin'), isStudioOrigin);
    if (!origin) return c.text(notStudio, 400);
    return c.html(
      loginPage({ origin: origin.toString(), codeFile: loginCode.file }),
      200,
      pageHeaders(origin),
    );
  });

  app.post(loginPath, bodyLimit({ maxSize: 4096, onError: (c) => c.text(notStudio, 413) }), async (c) => {
    if (!fromThisComputer(c)) return c.text(notHere, 403);
    // Only the login page itself posts here: a form of another page says its own Origin (or none).
    const site = c.req.header('sec-fetch-site');
    if (!isStudioOrigin(c.req.header('origin') ?? '') || (site !== undefined && site !== 'same-origin'))
      return c.text(notStudio, 403);
    const form = await c.req.parseBody();
    const origin = studioPage(typeof form.origin === 'string' ? form.origin : undefined, isStudioOrigin);
    if (!origin) return c.text(notStudio, 400);
    if (typeof form.code !== 'string' || !loginCode.matches(form.code)) {
      return c.html(
        loginPage({ origin: origin.toString(), codeFile: loginCode.file, wrongCode: true }),
        403,
        pageHeaders(origin),
      );
    }
    origin.hash = `sid=${sessions.startLogin()}`;
    return c.redirect(origin.toString(), 303);
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
