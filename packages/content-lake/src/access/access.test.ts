// The plain port's access rules (docs/decisions/026): what a page of another site, or a script without
// the token, can and cannot do.
import { stat } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LakeServer, startLakeServer } from '../test-support/lake-server.ts';
import { apiTokenFileName } from './api-token.ts';

let lake: LakeServer;

beforeAll(async () => {
  lake = await startLakeServer();
  await lake.client.createOrReplace({
    _id: 'drafts.gallery-1',
    _type: 'galleryItem',
    title: 'Hemmelig kladde',
  });
});

afterAll(async () => {
  await lake?.remove();
});

const api = (path: string) => `${lake.server.url}/v2025-02-19/data/${path}`;
const mutation = JSON.stringify({
  mutations: [{ createOrReplace: { _id: 'note-x', _type: 'note', title: 'x' } }],
});

/** A GET with headers of our choosing (fetch sets Host and Sec-Fetch-Mode itself): its status. */
function getWith(
  headers: Record<string, string>,
  path = '/v2025-02-19/data/query/production?query=1',
): Promise<number> {
  const { port } = new URL(lake.server.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * A chunked POST that keeps sending `filler` after `start` until the server answers or `bytes` are sent:
 * the status it answers with.
 */
function postStreamed(path: string, start: string, bytes: number): Promise<number> {
  const { port } = new URL(lake.server.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    // The server may close the connection once it has answered; the answer is what counts.
    outgoing.on('error', () => {});
    outgoing.on('close', () => reject(new Error('closed without an answer')));
    const chunk = 'x'.repeat(64 * 1024);
    let sent = 0;
    outgoing.write(start);
    const more = () => {
      while (sent < bytes && !outgoing.destroyed) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', more);
      }
      outgoing.end('"}');
    };
    more();
  });
}

describe('who may read drafts and write', () => {
  it('shows a caller without a token the published documents only, whatever the perspective', async () => {
    const query = '*[_id in ["gallery-1", "drafts.gallery-1"]].title';
    for (const perspective of ['drafts', 'previewDrafts', 'raw', 'published'] as const) {
      expect(await lake.anonymous.fetch(query, {}, { perspective }), perspective).toEqual([
        'Nyt badeværelse',
      ]);
    }
    expect(await lake.client.fetch(query, {}, { perspective: 'raw' })).toHaveLength(2);
    const doc = (await (await fetch(api('doc/production/gallery-1,drafts.gallery-1'))).json()) as {
      documents: { _id: string }[];
      omitted: { id: string; reason: string }[];
    };
    expect(doc.documents.map((document) => document._id)).toEqual(['gallery-1']);
    expect(doc.omitted).toEqual([{ id: 'drafts.gallery-1', reason: 'permission' }]);
  });

  it('shows a caller without a token no document off the root path, as a public Sanity dataset', async () => {
    // Presentation's preview-URL secrets live at such ids; so do drafts and release versions.
    await lake.client.createOrReplace({ _id: 'sanity-preview-url-secret.x', _type: 'note', secret: 's3' });
    await lake.client.createOrReplace({
      _id: 'note-public',
      _type: 'note',
      secret: { _type: 'reference', _ref: 'sanity-preview-url-secret.x' },
    });
    for (const perspective of ['raw', 'drafts', 'published'] as const) {
      expect(
        await lake.anonymous.fetch('*[defined(secret)]{_id, "s": secret->secret}', {}, { perspective }),
      ).toEqual([{ _id: 'note-public', s: null }]);
    }
    expect(await lake.client.fetch('*[_id == "sanity-preview-url-secret.x"][0].secret')).toBe('s3');
    const doc = (await (await fetch(api('doc/production/sanity-preview-url-secret.x'))).json()) as {
      documents: unknown[];
      omitted: { reason: string }[];
    };
    expect(doc).toEqual({
      documents: [],
      omitted: [{ id: 'sanity-preview-url-secret.x', reason: 'permission' }],
    });
  });

  it('refuses writes, uploads, listeners and history without the token', async () => {
    const json = { 'content-type': 'application/json' };
    const refused = [
      await fetch(api('mutate/production'), { method: 'POST', headers: json, body: mutation }),
      await fetch(api('actions/production'), { method: 'POST', headers: json, body: '{"actions":[]}' }),
      await fetch(`${lake.server.url}/v2025-02-19/assets/images/production`, { method: 'POST', body: 'x' }),
      await fetch(api('listen/production?query=*')),
      await fetch(api('history/production/documents/gallery-1?revision=x')),
    ];
    expect(refused.map((response) => response.status)).toEqual([401, 401, 401, 401, 401]);
    expect(
      await lake.anonymous.create({ _type: 'note', title: 'x' }).catch((error: Error) => error.message),
    ).toMatch(/token/);
    expect(await lake.anonymous.fetch('*[_id == "note-x"][0]')).toBeNull();
  });

  it('takes a token from the Authorization header only, never from the address', async () => {
    const query = encodeURIComponent('*[_id == "drafts.gallery-1"][0].title');
    const answer = await fetch(
      api(`query/production?query=${query}&perspective=raw&token=${lake.server.token}`),
    );
    expect(await answer.json()).toMatchObject({ result: null });
  });

  it('refuses an unknown token even for a public read', async () => {
    const response = await fetch(api('query/production?query=1'), {
      headers: { authorization: 'Bearer sk-guess' },
    });
    expect(response.status).toBe(401);
  });

  it('reads a write only when it is declared JSON', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await fetch(api('mutate/production'), {
        method: 'POST',
        headers: { 'content-type': type, ...lake.auth },
        body: mutation,
      });
      expect(response.status, type).toBe(415);
    }
    const query = await fetch(api('query/production'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"query":"1"}',
    });
    expect(query.status).toBe(415);
    const accepted = await fetch(api('mutate/production'), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...lake.auth },
      body: mutation,
    });
    expect(accepted.status).toBe(200);
  });

  it('answers a body too large or too deep with 413 or 400, not 500', async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(api(path), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const answers = [
      await post('query/production', `{"query":"$a","params":{"a":${deep}}}`),
      await post('mutate/production', `{"mutations":[{"create":{"_type":"note","a":${deep}}}]}`, lake.auth),
      await fetch(api(`query/production?query=$a&$a=${'['.repeat(2000)}${']'.repeat(2000)}`)),
      await post('query/production', '{"query":"1","perspective":5}'),
      await post('query/production', JSON.stringify({ query: '1', params: { a: 'x'.repeat(4_000_000) } })),
      await post('mutate/production', JSON.stringify({ mutations: [], x: 'x'.repeat(4_000_000) }), lake.auth),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 413, 413]);
    expect(await answers[0]?.json()).toMatchObject({ message: 'Request body nests deeper than 100 levels' });
    expect(await answers[4]?.json()).toMatchObject({
      message: 'Request body exceeds limit of 4000000 bytes',
    });
    // A body streamed without a declared length is counted as it arrives, and refused once it is too long.
    expect(await postStreamed('/v2025-02-19/data/query/production', '{"query":"1","a":"', 5_000_000)).toBe(
      413,
    );
  });

  it('keeps its token in the data folder, for the local user only, across restarts', async () => {
    const file = join(lake.dataDir, apiTokenFileName);
    expect(lake.server.tokenFile).toBe(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const token = lake.server.token;
    await lake.restart();
    expect(lake.server.token).toBe(token);
  });
});

describe('which pages and host names reach the lake', () => {
  it('answers only its own Host names (no DNS rebinding)', async () => {
    const { port } = new URL(lake.server.url);
    expect(await getWith({ host: `127.0.0.1:${port}` })).toBe(200);
    expect(await getWith({ host: `localhost:${port}` })).toBe(200);
    expect(await getWith({ host: `attacker.example:${port}` })).toBe(403);
    expect(await getWith({ host: '127.0.0.1:80' })).toBe(403);
    // The same names as a browser may write them; a trailing dot or a missing port is another host.
    expect(await getWith({ host: `LOCALHOST:${port}` })).toBe(200);
    expect(await getWith({ host: `[::1]:${port}` })).toBe(200);
    expect(await getWith({ host: `localhost.:${port}` })).toBe(403);
    expect(await getWith({ host: 'localhost' })).toBe(403);
  });

  it('runs nothing a page of another site sends without CORS, or with CORS from an origin not allowed', async () => {
    // What Chromium sends for an <img>, a no-cors fetch and a CORS fetch from another site or port.
    expect(await getWith({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' })).toBe(403);
    expect(await getWith({ 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' })).toBe(403);
    expect(
      await getWith({
        'sec-fetch-site': 'same-site',
        'sec-fetch-mode': 'cors',
        origin: 'http://127.0.0.1:9999',
      }),
    ).toBe(403);
    expect(await getWith({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'null' })).toBe(
      403,
    );
    // The site's own pages, a link the owner follows, the address bar, and callers that are no browser.
    expect(
      await getWith({
        'sec-fetch-site': 'same-site',
        'sec-fetch-mode': 'cors',
        origin: 'http://127.0.0.1:4173',
      }),
    ).toBe(200);
    expect(await getWith({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })).toBe(200);
    expect(await getWith({ 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).toBe(200);
    expect(await getWith({})).toBe(200);
    // Images are for every page, as Sanity's CDN is.
    const image = new URL(
      (await lake.anonymous.fetch<string>('*[_type == "sanity.imageAsset"][0].url')) ?? '',
    ).pathname;
    expect(await getWith({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }, image)).toBe(200);
  });

  it('allows CORS for the site and the Studio, not for another origin', async () => {
    const preflight = (origin: string) =>
      fetch(api('mutate/production'), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    for (const origin of [
      'http://127.0.0.1:4173',
      'http://localhost:4173',
      'https://nordkyst.localhost:3333',
    ]) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
    // Another site, a sandboxed page or file (`null`), and look-alikes of an allowed origin.
    for (const origin of [
      'https://evil.example',
      'null',
      'http://127.0.0.1:4173.evil.example',
      'https://127.0.0.1:4173',
    ]) {
      const foreign = await preflight(origin);
      expect(foreign.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(foreign.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
    const read = await fetch(api('query/production?query=1'), {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});
