import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authorKey } from '@nordkyst/content-lake';
import { ensureLoginCode, type LoginCode, ownerIdleLimitMs } from '@nordkyst/local-process';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStudioApp, withoutConnectionHeaders } from './server.ts';
import { createSessions, type Sessions } from './sessions.ts';

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const loopback = from('127.0.0.1');
// The Studio's page at the app's port (app.request addresses port 80).
const origin = 'https://nordkyst.localhost:80/desk';
const studioOrigin = 'https://nordkyst.localhost:80';

let dir: string;
let sessions: Sessions;
let forwarded: string[];
let app: ReturnType<typeof createStudioApp>;
let loginCode: LoginCode;
/** The sessions' clock, which the tests move. */
let clock: number;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'local-studio-'));
  loginCode = await ensureLoginCode(join(dir, 'login-code'));
  clock = Date.now();
  sessions = await createSessions(join(dir, 'sessions.json'), loginCode, () => clock);
  forwarded = [];
  // Stand-ins for the lake's data API and image routes: they record what reached them.
  const data = new Hono();
  data.all('/:version/data/*', (c) => {
    forwarded.push(c.req.path);
    return c.json({ author: c.get(authorKey as never) ?? null });
  });
  app = createStudioApp(sessions, data, {
    // app.request addresses http://localhost/ (port 80).
    port: () => 80,
    loginCode,
    studioDir: join(dir, 'no-build'),
    images: (request) => {
      forwarded.push(new URL(request.url).pathname);
      return new Response('image');
    },
  });
});

/** The login form's post, as the login page sends it (or, with other headers, as another page would). */
function postLogin(form: Record<string, string>, headers: Record<string, string> = {}, address = loopback) {
  return app.request(
    '/auth/login/local',
    {
      method: 'POST',
      headers: { origin: studioOrigin, 'sec-fetch-site': 'same-origin', ...headers },
      body: new URLSearchParams(form),
    },
    address,
  );
}

/** The session id the login form's answer carries back to the Studio. */
async function loginSid(): Promise<string> {
  const login = await postLogin({ origin, code: loginCode.code });
  return new URL(login.headers.get('location') ?? '').hash.replace('#sid=', '');
}

async function logIn(): Promise<string> {
  const fetched = await app.request(`/v2026-05-04/auth/fetch?sid=${await loginSid()}`);
  return ((await fetched.json()) as { token: string }).token;
}

describe('local login', () => {
  it('asks for the login code on a page that names the file holding it, cannot be framed and posts only home', async () => {
    const response = await app.request(
      `/auth/login/local?origin=${encodeURIComponent(origin)}&projectId=nordkyst&withSid=true`,
      {},
      loopback,
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<label for="code">Login-kode</label>');
    expect(page).toContain(loginCode.file);
    expect(page).not.toContain(loginCode.code);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${studioOrigin}; frame-ancestors 'none'`,
    );
  });

  it('redirects back to the Studio page with a session id of at least 20 characters for the right code', async () => {
    const response = await postLogin({ origin, code: ` ${loginCode.code.toUpperCase()} ` });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(origin);
    expect(location.hash).toMatch(/^#sid=[\w-]{20,}$/);
  });

  it('refuses a wrong or missing code with the form again and a Danish message', async () => {
    const forms: Record<string, string>[] = [{ origin, code: 'abcde-fghjk-mnpqr-stuvw' }, { origin }];
    for (const form of forms) {
      const response = await postLogin(form);
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('Koden er forkert. Kopiér den fra terminalen eller fra filen.');
    }
  });

  it('takes the form only from the Studio’s own page: not another origin, not another site', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'http://localhost:8080' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const response = await postLogin({ origin, code: loginCode.code }, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('refuses a request from another computer', async () => {
    const page = await app.request(
      `/auth/login/local?origin=${encodeURIComponent(origin)}`,
      {},
      from('192.168.1.20'),
    );
    expect(page.status).toBe(403);
    expect(await page.text()).toBe('Login i Studio virker kun fra denne computer.');
    expect((await postLogin({ origin, code: loginCode.code }, {}, from('192.168.1.20'))).status).toBe(403);
  });

  it('never returns to a page other than the Studio’s own, not even another localhost server', async () => {
    for (const target of [
      'https://evil.example/',
      'http://localhost:8080/',
      'https://nordkyst.localhost:3333/',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      const page = await app.request(`/auth/login/local?origin=${encodeURIComponent(target)}`, {}, loopback);
      expect(page.status).toBe(400);
      expect((await postLogin({ origin: target, code: loginCode.code })).status).toBe(400);
    }
  });

  it('exchanges a session id for a token once', async () => {
    const sid = await loginSid();
    const first = await app.request(`/v1/auth/fetch?sid=${sid}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ token: expect.stringMatching(/^sk-local-/) });
    expect((await app.request(`/v1/auth/fetch?sid=${sid}`)).status).toBe(401);
    expect((await app.request('/v1/auth/fetch?sid=made-up-session-id-000000')).status).toBe(401);
  });

  it('answers /users/me with 401 without a token and the owner with one; logout ends the session', async () => {
    expect((await app.request('/v2026-05-04/users/me')).status).toBe(401);
    const token = await logIn();
    const headers = { authorization: `Bearer ${token}` };
    const me = await app.request('/v2026-05-04/users/me', { headers });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
      provider: 'local',
    });
    expect((await app.request('/v1/auth/logout', { method: 'POST', headers })).status).toBe(200);
    expect((await app.request('/v2026-05-04/users/me', { headers })).status).toBe(401);
  });

  it('keeps tokens across a restart', async () => {
    const token = await logIn();
    const restarted = await createSessions(join(dir, 'sessions.json'), loginCode, () => clock);
    expect(restarted.userFor(token)?.role).toBe('administrator');
    expect(restarted.userFor('sk-local-guessed')).toBeUndefined();
  });

  it('two sessions saving the same file at once both finish (a restart in the same process)', async () => {
    const file = join(dir, 'sessions.json');
    const other = await createSessions(file, loginCode, () => clock);
    const saves = [sessions, other].map(async (each) => each.exchange(each.startLogin()));
    expect(await Promise.all(saves)).toEqual([expect.any(String), expect.any(String)]);
  });

  it('voids a token after 12 idle hours, across a restart too; use keeps it alive', async () => {
    const headers = { authorization: `Bearer ${await logIn()}` };
    const me = async () => (await app.request('/v2026-05-04/users/me', { headers })).status;
    clock += ownerIdleLimitMs - 60_000;
    expect(await me()).toBe(200);
    clock += ownerIdleLimitMs - 60_000;
    expect(await me()).toBe(200);
    const idle = await logIn();
    clock += ownerIdleLimitMs + 1;
    expect(await me()).toBe(401);
    const restarted = await createSessions(join(dir, 'sessions.json'), loginCode, () => clock);
    expect(restarted.userFor(idle)).toBeUndefined();
  });

  it('voids tokens made before the login code, or under another code', async () => {
    const file = join(dir, 'sessions.json');
    // The file as it was before the login code: a bare list of tokens.
    await writeFile(file, JSON.stringify({ tokens: ['sk-local-from-before'] }));
    expect((await createSessions(file, loginCode)).userFor('sk-local-from-before')).toBeUndefined();
    const token = await logIn();
    const otherCode = await ensureLoginCode(join(dir, 'another-login-code'));
    expect((await createSessions(file, otherCode)).userFor(token)).toBeUndefined();
    // And the file no longer holds it.
    expect((await createSessions(file, loginCode)).userFor(token)).toBeUndefined();
  });
});

describe('project endpoints', () => {
  it('grants the owner read and write on every document through the ACL', async () => {
    const headers = { authorization: `Bearer ${await logIn()}` };
    const acl = await app.request('/v2025-02-19/projects/nordkyst/datasets/production/acl', { headers });
    expect(await acl.json()).toEqual([
      expect.objectContaining({
        filter: '_id in path("**")',
        permissions: expect.arrayContaining(['read', 'create', 'update', 'history']),
      }),
    ]);
    const project = await app.request('/v2025-02-19/projects/nordkyst', { headers });
    expect(await project.json()).toMatchObject({
      id: 'nordkyst',
      isBlocked: false,
      members: [expect.any(Object)],
    });
    expect((await app.request('/v2025-02-19/projects/other', { headers })).status).toBe(404);
  });

  it('lets the live events stream through without a token (the lake gives it published tags only), and nothing else', async () => {
    const open = await app.request('/v2025-02-19/data/live/events/production');
    expect(await open.json()).toEqual({ author: null });
    expect((await app.request('/v2025-02-19/data/query/production?query=*')).status).toBe(401);
    const headers = { authorization: `Bearer ${await logIn()}` };
    const drafts = await app.request('/v2025-02-19/data/live/events/production?includeDrafts=true', {
      headers,
    });
    expect(await drafts.json()).toEqual({ author: expect.any(String) });
  });

  it('needs a token for project data, and answers the cloud services with empty values', async () => {
    expect((await app.request('/v2025-02-19/projects/nordkyst')).status).toBe(401);
    const headers = { authorization: `Bearer ${await logIn()}` };
    expect(await (await app.request('/v2025-02-19/features', { headers })).json()).toEqual([]);
    expect(await (await app.request('/v1/intake/telemetry-status', { headers })).json()).toEqual({
      status: 'denied',
    });
    expect((await app.request('/v2025-02-19/schedules/nordkyst/production', { headers })).status).toBe(404);
    expect((await app.request('/v2025-02-19/ping')).status).toBe(200);
  });

  it('stores the Studio’s key-value preferences', async () => {
    const headers = { authorization: `Bearer ${await logIn()}`, 'content-type': 'application/json' };
    await app.request('/v2025-02-19/users/me/keyvalue', {
      method: 'PUT',
      headers,
      body: JSON.stringify([{ key: 'layout', value: { width: 3 } }]),
    });
    const read = await app.request('/v2025-02-19/users/me/keyvalue/layout,other', { headers });
    expect(await read.json()).toEqual([
      { key: 'layout', value: { width: 3 } },
      { key: 'other', value: null },
    ]);
  });
});

describe('data routes', () => {
  it('hands data and images to the lake, data only with a token', async () => {
    expect((await app.request('/v2025-02-19/data/query/production?query=*')).status).toBe(401);
    expect(forwarded).toEqual([]);
    const headers = { authorization: `Bearer ${await logIn()}` };
    const query = await app.request('/v2025-02-19/data/query/production?query=*', { headers });
    // The lake records the logged-in owner as the author of what the Studio commits.
    expect(await query.json()).toEqual({ author: 'p-local-owner' });
    expect((await app.request('/images/nordkyst/production/abc-1x1.png')).status).toBe(200);
    expect(forwarded).toEqual([
      '/v2025-02-19/data/query/production',
      '/images/nordkyst/production/abc-1x1.png',
    ]);
  });

  it('serves only its own host names, so a rebound DNS name reaches nothing', async () => {
    expect((await app.request('http://nordkyst.localhost/v2025-02-19/users/me')).status).toBe(401);
    const rebound = await app.request('http://attacker.example/v2025-02-19/users/me');
    expect(rebound.status).toBe(403);
  });

  it('says the Studio is not built yet instead of failing', async () => {
    const response = await app.request('/structure/galleryItem');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('pnpm start');
  });
});

it('drops HTTP/1.1 connection headers, which HTTP/2 forbids', async () => {
  const response = await withoutConnectionHeaders(
    new Response('data: 1\n\n', {
      headers: {
        connection: 'keep-alive',
        'transfer-encoding': 'chunked',
        'content-type': 'text/event-stream',
      },
    }),
  );
  expect(response.headers.get('connection')).toBeNull();
  expect(response.headers.get('transfer-encoding')).toBeNull();
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  expect(await response.text()).toBe('data: 1\n\n');
});
