import { X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContentLake, createContentLake } from '@nordkyst/content-lake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type StudioServer, startStudioServer } from './server.ts';
import { ensureTls } from './tls.ts';

let dir: string;
let server: StudioServer;
let ca: string;
let token: string;
let lake: ContentLake;
/** Stands in for the functions runner: answers with what it was asked. */
let functions: Server;

beforeAll(async () => {
  functions = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk;
    });
    request.on('end', () => {
      const { method, url, headers } = request;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ method, url, authorization: headers.authorization, host: headers.host, body }),
      );
    });
  });
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  dir = await mkdtemp(join(tmpdir(), 'local-studio-server-'));
  await mkdir(join(dir, 'seed'));
  await writeFile(join(dir, 'seed', 'production.ndjson'), '');
  lake = await createContentLake({ seedDir: join(dir, 'seed'), cacheDir: join(dir, 'cache') });
  server = await startStudioServer({
    port: 0,
    dataDir: dir,
    studioDir: join(dir, 'no-build'),
    lake,
    images: () => new Response('image'),
    corsOrigins: ['https://preview.example'],
    functionsUrl: `http://127.0.0.1:${(functions.address() as AddressInfo).port}`,
  });
  ca = await readFile(server.caCertPath, 'utf8');
  // The login as the owner does it: the login page's form with the code, a redirect with a session id
  // back to the Studio, the exchange for a token.
  const { port } = new URL(server.apiHost);
  const studioOrigin = `https://nordkyst.localhost:${port}`;
  const login = await h2get(
    '/auth/login/local',
    'nordkyst.localhost',
    { ':method': 'POST', origin: studioOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    new URLSearchParams({ origin: `${studioOrigin}/`, code: server.loginCode.code }).toString(),
  );
  const sid = new URL(login.headers.location ?? '').hash.replace('#sid=', '');
  token = (JSON.parse((await h2get(`/v1/auth/fetch?sid=${sid}`)).body) as { token: string }).token;
});

afterAll(async () => {
  functions?.close();
  await server?.close();
  lake?.close();
});

type Answer = { status: number; body: string; alpn: string; headers: Record<string, string | undefined> };

function h2get(
  path: string,
  host = 'nordkyst.localhost',
  extra: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { port } = new URL(server.apiHost);
  return new Promise((resolve, reject) => {
    const client = connect(`https://127.0.0.1:${port}`, { ca, servername: host });
    client.on('error', reject);
    const request = client.request({ ':path': path, ':authority': `${host}:${port}`, ...extra });
    let answer = '';
    let status = 0;
    let headers: Answer['headers'] = {};
    request.on('response', (received) => {
      status = Number(received[':status']);
      headers = Object.fromEntries(Object.entries(received).map(([k, v]) => [k, v?.toString()]));
    });
    request.on('data', (chunk: Buffer) => {
      answer += chunk;
    });
    request.on('end', () => {
      const alpn = client.alpnProtocol ?? '';
      client.close();
      resolve({ status, body: answer, alpn, headers });
    });
    request.end(body);
  });
}

describe('the Studio API host', () => {
  it('speaks HTTP/2 over TLS with a certificate the local authority signed for the project host', async () => {
    const answer = await h2get('/v2025-03-01/ping');
    expect(answer).toMatchObject({ status: 200, alpn: 'h2' });
    const bare = await h2get('/v2025-03-01/ping', 'localhost');
    expect(bare.status).toBe(200);
  });

  it('answers only its own host names over HTTP/2 (:authority), so a rebound DNS name reaches nothing', async () => {
    // The certificate's name (a person who accepted a warning), another name in :authority.
    const { port } = new URL(server.apiHost);
    const rebound = await h2get('/v2025-03-01/users/me', 'nordkyst.localhost', {
      ':authority': `attacker.test:${port}`,
      authorization: `Bearer ${token}`,
    });
    expect(rebound.status).toBe(403);
    const own = await h2get('/v2025-03-01/users/me', 'nordkyst.localhost', {
      authorization: `Bearer ${token}`,
    });
    expect(own.status).toBe(200);
  });

  it('answers CORS, with credentials, for the Studio’s own origins at its port and the configured ones only', async () => {
    const { port } = new URL(server.apiHost);
    const preflight = async (origin: string) =>
      (
        await h2get('/v2025-02-19/users/me', 'localhost', {
          ':method': 'OPTIONS',
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        })
      ).headers;
    const check = async (origin: string) =>
      (JSON.parse((await h2get('/vX/check/cors', 'localhost', { origin })).body) as { result: unknown })
        .result;
    for (const origin of [
      `https://nordkyst.localhost:${port}`,
      `https://localhost:${port}`,
      'https://preview.example',
    ]) {
      const headers = await preflight(origin);
      expect(headers['access-control-allow-origin'], origin).toBe(origin);
      expect(headers['access-control-allow-credentials'], origin).toBe('true');
      expect(await check(origin), origin).toEqual({ allowed: true, withCredentials: true });
    }
    // Another local server (its own *.localhost name or port) is another site, as is a sandboxed page.
    for (const origin of [
      `https://other.localhost:${port}`,
      'https://nordkyst.localhost:3333',
      `http://nordkyst.localhost:${port}`,
      'null',
      'https://evil.example',
    ]) {
      expect((await preflight(origin))['access-control-allow-origin'], origin).toBeUndefined();
      expect(await check(origin), origin).toEqual({ allowed: false, withCredentials: true });
    }
  });

  it('answers the lake’s data API over HTTP/2 for the logged-in owner only', async () => {
    const path = '/v2025-02-19/data/query/production?query=count(*)';
    expect((await h2get(path)).status).toBe(401);
    const answer = await h2get(path, 'nordkyst.localhost', { authorization: `Bearer ${token}` });
    expect(answer).toMatchObject({ status: 200, alpn: 'h2' });
    expect(JSON.parse(answer.body)).toMatchObject({ result: 0 });
  });

  /** An event stream over HTTP/2: its status, and `arrived` resolving once the text so far passes `found`. */
  function h2stream(path: string, headers: Record<string, string>) {
    const { port } = new URL(server.apiHost);
    const client = connect(`https://127.0.0.1:${port}`, { ca, servername: 'nordkyst.localhost' });
    const stream = client.request({
      ':path': path,
      ':authority': `nordkyst.localhost:${port}`,
      accept: 'text/event-stream',
      ...headers,
    });
    const status = new Promise<number>((resolve) =>
      stream.on('response', (received) => resolve(Number(received[':status']))),
    );
    let text = '';
    const waiters: (() => void)[] = [];
    stream.on('data', (chunk: Buffer) => {
      text += chunk;
      for (const waiter of [...waiters]) waiter();
    });
    return {
      status,
      text: () => text,
      arrived: (found: (text: string) => boolean) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (!found(text)) return;
            waiters.splice(waiters.indexOf(check), 1);
            resolve();
          };
          waiters.push(check);
          check();
        }),
      close() {
        stream.close();
        client.close();
      },
    };
  }

  it('streams the live events the Presentation tool opens, over HTTP/2, with the owner’s drafts', async () => {
    const live = h2stream(
      '/vX/data/live/events/production?includeDrafts=true&tag=sanity.studio.presentation-loader',
      {
        authorization: `Bearer ${token}`,
      },
    );
    await live.arrived((text) => text.includes('event: welcome'));
    const query = encodeURIComponent('*[_id == "note-live"][0].title');
    const answer = await h2get(
      `/v2025-02-19/data/query/production?perspective=drafts&query=${query}`,
      'nordkyst.localhost',
      {
        authorization: `Bearer ${token}`,
      },
    );
    const [tag] = (JSON.parse(answer.body) as { syncTags: string[] }).syncTags;
    await lake.mutate([{ createOrReplace: { _id: 'drafts.note-live', _type: 'note', title: 'Kladde' } }]);
    await live.arrived((text) => text.includes(`{"tags":["${tag}"]}`));
    expect(live.text()).toMatch(/event: message/);
    live.close();
  });

  it('opens a live events stream without a token for published tags, as the share menu does, but no drafts', async () => {
    const published = h2stream('/vX/data/live/events/production', {});
    expect(await published.status).toBe(200);
    await published.arrived((text) => text.includes('event: welcome'));
    published.close();
    const drafts = h2stream('/vX/data/live/events/production?includeDrafts=true', {});
    expect(await drafts.status).toBe(401);
    drafts.close();
  });

  it('passes the leads function’s calls to the functions runner on its own origin, and nothing else', async () => {
    const answer = await h2get(
      '/functions/v1/leads/leads/abc?sort=due',
      'nordkyst.localhost',
      { ':method': 'PATCH', authorization: 'Bearer owner', 'content-type': 'application/json' },
      '{"status":"answered"}',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      method: 'PATCH',
      url: '/functions/v1/leads/leads/abc?sort=due',
      authorization: 'Bearer owner',
      host: `127.0.0.1:${(functions.address() as AddressInfo).port}`,
      body: '{"status":"answered"}',
    });
    // Not the runner's other functions, nor a path that only starts like it.
    for (const path of ['/functions/v1/send-email', '/functions/v1/leadsx', '/outbox'])
      expect((await h2get(path)).body).not.toContain('"method"');
  });

  it('reuses its certificate on a second start', async () => {
    const before = await readFile(join(dir, 'tls', 'server.crt'), 'utf8');
    const again = await ensureTls(join(dir, 'tls'), 'nordkyst');
    expect(again.cert).toBe(before);
    const cert = new X509Certificate(again.cert);
    expect(cert.checkHost('localhost')).toBe('localhost');
    expect(cert.checkHost('nordkyst.localhost')).toBe('nordkyst.localhost');
    expect(cert.verify(new X509Certificate(ca).publicKey)).toBe(true);
    expect(new X509Certificate(ca).ca).toBe(true);
  });

  it('issues a new server certificate when the project id changes, keeping the authority', async () => {
    const other = await ensureTls(join(dir, 'tls'), 'andet');
    expect(new X509Certificate(other.cert).checkHost('andet.localhost')).toBe('andet.localhost');
    expect(await readFile(other.caCertPath, 'utf8')).toBe(ca);
    await ensureTls(join(dir, 'tls'), 'nordkyst');
  });
});

describe('presence socket', () => {
  function open(
    headers: Record<string, string> = {},
  ): Promise<{ socket: WebSocket; messages: unknown[]; heartbeats: number[] }> {
    const { port } = new URL(server.apiHost);
    const socket = new WebSocket(`wss://localhost:${port}/v2022-06-30/socket/production?tag=sanity.studio`, {
      ca,
      headers,
    });
    const messages: unknown[] = [];
    const heartbeats: number[] = [];
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === '♥') heartbeats.push(Date.now());
      else messages.push(JSON.parse(text));
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve({ socket, messages, heartbeats }));
      socket.once('error', reject);
    });
  }

  async function until<T>(check: () => T | undefined): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const value = check();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('condition not met');
  }

  function call(socket: WebSocket, id: number, method: string, params: object): void {
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, apiVersion: 'v1' } }));
  }

  const reply = (messages: unknown[], id: number) =>
    messages.find((m) => (m as { id?: number }).id === id) as
      | { result?: unknown; error?: unknown }
      | undefined;

  it('opens for the Studio’s page, not for a page of another site or a rebound DNS name', async () => {
    const { port } = new URL(server.apiHost);
    const refusal = (headers: Record<string, string>) =>
      open(headers).then(
        ({ socket }) => {
          socket.close();
          return 'opened';
        },
        (error: Error) => error.message,
      );
    expect(await refusal({ origin: 'https://evil.example' })).toBe('Unexpected server response: 403');
    expect(await refusal({ origin: `https://other.localhost:${port}` })).toBe(
      'Unexpected server response: 403',
    );
    expect(await refusal({ host: `attacker.test:${port}` })).toBe('Unexpected server response: 403');
    expect(await refusal({ origin: `https://nordkyst.localhost:${port}` })).toBe('opened');
  });

  it('answers JSON-RPC with a heartbeat, refuses presence before authorization, relays announcements', async () => {
    const a = await open();
    const b = await open();
    await until(() => a.heartbeats[0]);

    call(a.socket, 1, 'presence_subscribe', {});
    expect(await until(() => reply(a.messages, 1))).toMatchObject({ error: { code: 4001 } });

    call(a.socket, 2, 'authorization', { authorization: 'Bearer wrong' });
    expect(await until(() => reply(a.messages, 2))).toMatchObject({ error: { code: 4001 } });

    for (const client of [a, b]) {
      call(client.socket, 10, 'authorization', { authorization: `Bearer ${token}` });
      expect(await until(() => reply(client.messages, 10))).toEqual({ jsonrpc: '2.0', id: 10, result: true });
      call(client.socket, 11, 'presence_subscribe', {});
      expect(await until(() => reply(client.messages, 11)?.result)).toEqual(expect.any(String));
    }
    const subscription = reply(b.messages, 11)?.result;
    call(a.socket, 12, 'presence_announce', {
      data: { sessionId: 'tab-a', locations: [{ documentId: 'x' }] },
    });
    expect(await until(() => reply(a.messages, 12))).toMatchObject({ result: null });
    const relayed = await until(() =>
      b.messages.find((m) => (m as { method?: string }).method === 'presence_subscription'),
    );
    expect(relayed).toEqual({
      jsonrpc: '2.0',
      method: 'presence_subscription',
      params: {
        subscription,
        result: {
          type: 'state',
          i: expect.any(String),
          m: { sessionId: 'tab-a', locations: [{ documentId: 'x' }] },
        },
      },
    });
    // The sender does not hear its own announcement; closing a tab tells the others it left.
    expect(a.messages.some((m) => (m as { method?: string }).method === 'presence_subscription')).toBe(false);
    a.socket.close();
    const left = await until(() =>
      b.messages.find(
        (m) => (m as { params?: { result?: { type?: string } } }).params?.result?.type === 'disconnect',
      ),
    );
    expect(left).toMatchObject({ params: { result: { m: { session: 'tab-a' } } } });
    b.socket.close();
  });
});
