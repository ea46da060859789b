// The token check against a real HTTP stand-in of Sanity's /users/me and against the local Studio's
// own API (the one `pnpm start` serves, over HTTPS under its certificate authority).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanityTokens, startSanityUsersStandIn } from '../test-support/sanity-users.ts';
import { localFetch } from './local.ts';
import { createStudioUserCheck } from './studio-user.ts';

describe('the token check against Sanity (a stand-in of /users/me)', () => {
  let sanity: Awaited<ReturnType<typeof startSanityUsersStandIn>>;
  beforeAll(async () => {
    sanity = await startSanityUsersStandIn();
  });
  afterAll(() => sanity.close());

  const check = (options: { allowedUsers?: string[]; projectId?: string } = {}) =>
    createStudioUserCheck({
      projectId: options.projectId ?? 'nordkyst',
      apiHost: sanity.apiHost,
      allowedRoles: ['administrator'],
      allowedUsers: options.allowedUsers ?? [],
      fetch: localFetch(),
    });

  it('lets the project administrator in, asking the configured project host', async () => {
    sanity.calls.length = 0;
    const result = await check()(`Bearer ${sanityTokens.owner}`);
    expect(result).toEqual({
      ok: true,
      user: { id: 'p-owner', name: 'Ejer Ejersen', email: 'ejer@nordkystbyg.dk', roles: ['administrator'] },
    });
    expect(sanity.calls).toHaveLength(1);
    expect(sanity.calls[0]?.host).toMatch(/^nordkyst\.localhost:\d+$/);
    expect(sanity.calls[0]?.headers.authorization).toBe(`Bearer ${sanityTokens.owner}`);
  });

  it('answers 401 for a made-up token, an expired one, a malformed header and none', async () => {
    expect(await check()('Bearer sk-made-up-0123456789abcdefghij')).toEqual({ ok: false, status: 401 });
    expect(await check()(`Bearer ${sanityTokens.expired}`)).toEqual({ ok: false, status: 401 });
    expect(await check()(`Basic ${sanityTokens.owner}`)).toEqual({ ok: false, status: 401 });
    expect(await check()('Bearer short')).toEqual({ ok: false, status: 401 });
    expect(await check()(undefined)).toEqual({ ok: false, status: 401 });
  });

  it("refuses another project's user with 403: no role in this project", async () => {
    const result = await check()(`Bearer ${sanityTokens.otherProject}`);
    expect(result).toMatchObject({ ok: false, status: 403, user: { id: 'p-other', roles: [] } });
    // The same user is let in by the project they belong to: the project comes from configuration.
    expect(await check({ projectId: 'other1234' })(`Bearer ${sanityTokens.otherProject}`)).toMatchObject({
      ok: true,
    });
  });

  it('refuses a member without the administrator role with 403, unless a configured list names them', async () => {
    expect(await check()(`Bearer ${sanityTokens.editor}`)).toMatchObject({ ok: false, status: 403 });
    const listed = check({ allowedUsers: ['redaktor@nordkystbyg.dk'] });
    expect(await listed(`Bearer ${sanityTokens.editor}`)).toMatchObject({ ok: true });
    // A list replaces the role: the administrator who is not on it is refused.
    expect(await listed(`Bearer ${sanityTokens.owner}`)).toMatchObject({ ok: false, status: 403 });
  });

  it('answers 503 when Sanity cannot be reached', async () => {
    const unreachable = createStudioUserCheck({
      projectId: 'nordkyst',
      apiHost: 'http://localhost:1',
      allowedRoles: ['administrator'],
      allowedUsers: [],
      fetch: localFetch(),
    });
    expect(await unreachable(`Bearer ${sanityTokens.owner}`)).toEqual({ ok: false, status: 503 });
  });
});

/**
 * The local Studio's server, as far as this test uses it. Imported by name at run time: type-checking
 * its sources from here would check them under this package's dependencies.
 */
type LocalStudio = {
  apiHost: string;
  caCertPath: string;
  loginCode: { code: string };
  close(): Promise<void>;
};
type Lake = { close(): void };
const localStudioModule = '@nordkyst/local-studio';
const contentLakeModule = '@nordkyst/content-lake';

describe("the token check against the local Studio's own API", () => {
  let dir: string;
  let lake: Lake;
  let studio: LocalStudio;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'leads-local-studio-'));
    await mkdir(join(dir, 'seed'));
    await writeFile(join(dir, 'seed', 'production.ndjson'), '');
    const { createContentLake } = (await import(contentLakeModule)) as {
      createContentLake(options: { seedDir: string; cacheDir: string }): Promise<Lake>;
    };
    const { startStudioServer } = (await import(localStudioModule)) as {
      startStudioServer(options: Record<string, unknown>): Promise<LocalStudio>;
    };
    lake = await createContentLake({ seedDir: join(dir, 'seed'), cacheDir: join(dir, 'cache') });
    studio = await startStudioServer({
      port: 0,
      dataDir: dir,
      studioDir: join(dir, 'no-build'),
      lake,
      images: () => new Response('image'),
    });
  });
  afterAll(async () => {
    await studio?.close();
    lake?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The owner's login as the Studio does it: the code posted from the Studio's page, the sid exchanged. */
  async function logIn(): Promise<string> {
    const { port } = new URL(studio.apiHost);
    const origin = `https://nordkyst.localhost:${port}`;
    const ca = await readFile(studio.caCertPath, 'utf8');
    const location = await new Promise<string>((resolve, reject) => {
      const body = new URLSearchParams({ origin: `${origin}/`, code: studio.loginCode.code }).toString();
      const post = request(
        `https://127.0.0.1:${port}/auth/login/local`,
        {
          method: 'POST',
          servername: 'nordkyst.localhost',
          headers: {
            Host: `nordkyst.localhost:${port}`,
            Origin: origin,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          ca,
        },
        (response) => {
          response.resume();
          resolve(response.headers.location ?? '');
        },
      );
      post.on('error', reject);
      post.end(body);
    });
    const sid = new URL(location).hash.replace('#sid=', '');
    const answer = await localFetch(studio.caCertPath)(`${origin}/v1/auth/fetch?sid=${sid}`, {
      headers: {},
      signal: AbortSignal.timeout(5000),
    });
    return ((await answer.json()) as { token: string }).token;
  }
  it('lets the logged-in owner in and refuses a made-up token, over HTTPS under the local authority', async () => {
    const check = createStudioUserCheck({
      projectId: 'nordkyst',
      apiHost: studio.apiHost,
      allowedRoles: ['administrator'],
      allowedUsers: [],
      fetch: localFetch(studio.caCertPath),
    });
    const token = await logIn();
    expect(await check(`Bearer ${token}`)).toEqual({
      ok: true,
      user: { id: 'p-local-owner', name: 'Ejer (lokal)', email: 'ejer@localhost', roles: ['administrator'] },
    });
    expect(await check('Bearer sk-local-made-up-0123456789abcdef')).toEqual({ ok: false, status: 401 });
    // Without the authority the local certificate is not trusted: Sanity "cannot be asked".
    const untrusting = createStudioUserCheck({
      projectId: 'nordkyst',
      apiHost: studio.apiHost,
      allowedRoles: ['administrator'],
      allowedUsers: [],
      fetch: localFetch(),
    });
    expect(await untrusting(`Bearer ${token}`)).toEqual({ ok: false, status: 503 });
  });
});
