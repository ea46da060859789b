// The outbox (`/outbox`): every lead the local forms sent, with its files. Only the owner may read it:
// the page asks for the owner's login code (the Studio's, in its data folder, readable by this user
// only), and a right code sets an HttpOnly cookie for this runner. Other accounts on the computer and web
// pages the owner visits get the login form and nothing else (docs/decisions/049).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { HttpBindings } from '@hono/node-server';
import { type LoginCode, ownerIdleLimitMs } from '@nordkyst/local-process';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { html } from 'hono/html';
import type { Clock } from '../_shared/clock.ts';
import { listOutbox, outboxPage } from './outbox-page.ts';

const EML_NAME = /^[\w.-]+\.eml$/;

export type OutboxRoutesOptions = {
  outboxDir: string;
  loginCode: LoginCode;
  clock: Clock;
  /** The port the runner listens on, which names its cookie (two runners on one computer keep theirs). */
  port: () => number;
};

/** The owner's sessions in this runner: id → when last used. A restart logs out; so do 12 idle hours. */
function createOutboxSessions(clock: Clock) {
  const lastUsed = new Map<string, number>();
  return {
    start(): string {
      const id = randomBytes(32).toString('base64url');
      lastUsed.set(id, clock.now());
      return id;
    },
    /** Whether `id` is a live session; using it keeps it alive. */
    use(id: string | undefined): boolean {
      const now = clock.now();
      for (const [known, at] of lastUsed) if (now - at > ownerIdleLimitMs) lastUsed.delete(known);
      if (id === undefined || !lastUsed.has(id)) return false;
      lastUsed.set(id, now);
      return true;
    },
  };
}

/** No page may frame these, and nothing in them is kept by a cache. */
const pageHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

function loginPage(codeFile: string, wrongCode: boolean) {
  return html`<!doctype html>
<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log ind – Udbakke</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}label,input,button{display:block;margin:.5rem 0}</style>
</head><body><main>
<h1>Udbakke</h1>
<p>Udbakken viser alt, hvad formularerne har sendt. Skriv login-koden for at se den. Koden er den samme
som til Studio: den står i terminalen, hvor du startede siden, og i filen <code>${codeFile}</code>, som
kun din bruger på denne computer kan læse.</p>
<form method="post" action="/outbox/login">
<label for="code">Login-kode</label>
<input id="code" name="code" type="text" autocomplete="off" spellcheck="false" required
  ${wrongCode ? html`aria-invalid="true" aria-describedby="code-error" autofocus` : html`autofocus`}>
${wrongCode ? html`<p id="code-error" role="alert">Koden er forkert. Kopiér den fra terminalen eller fra filen.</p>` : ''}
<button type="submit">Log ind</button>
</form>
</main></body></html>`;
}

export function addOutboxRoutes(app: Hono<{ Bindings: HttpBindings }>, options: OutboxRoutesOptions): void {
  const { outboxDir, loginCode } = options;
  const sessions = createOutboxSessions(options.clock);
  const cookieName = () => `nordkyst-outbox-${options.port()}`;
  const loggedIn = (c: Context) => sessions.use(getCookie(c, cookieName()));
  const askToLogIn = (c: Context, status: 401 | 403 = 401) =>
    c.html(loginPage(loginCode.file, status === 403), status, pageHeaders);

  app.get('/outbox', async (c) => {
    if (!loggedIn(c)) return askToLogIn(c);
    return c.html(outboxPage(await listOutbox(outboxDir), outboxDir), 200, pageHeaders);
  });

  app.post(
    '/outbox/login',
    bodyLimit({ maxSize: 4096, onError: (c) => c.text('Too large', 413) }),
    async (c) => {
      // Only the login form itself posts here: a form on another page says its own Origin (or none).
      const site = c.req.header('sec-fetch-site');
      if (
        c.req.header('origin') !== new URL(c.req.url).origin ||
        (site !== undefined && site !== 'same-origin')
      )
        return c.text('Log ind fra udbakkens egen side.', 403, pageHeaders);
      const form = await c.req.parseBody();
      if (typeof form.code !== 'string' || !loginCode.matches(form.code)) return askToLogIn(c, 403);
      setCookie(c, cookieName(), sessions.start(), { httpOnly: true, sameSite: 'Strict', path: '/outbox' });
      return c.redirect('/outbox', 303);
    },
  );

  app.get('/outbox/:name', async (c) => {
    if (!loggedIn(c)) return askToLogIn(c);
    const name = c.req.param('name');
    if (!EML_NAME.test(name)) return c.notFound();
    try {
      const eml = await readFile(`${outboxDir}/${name}`);
      return c.body(eml, 200, {
        'Content-Type': 'message/rfc822',
        'Content-Disposition': `inline; filename="${name}"`,
        'Cache-Control': 'no-store',
      });
    } catch {
      return c.notFound();
    }
  });
}
