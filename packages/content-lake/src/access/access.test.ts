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

/** A GET with a Host header of our choosing (fetch would not send another). */
function getWithHost(host: string): Promise<number> {
  const { port } = new URL(lake.server.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path: '/v2025-02-19/data/query/production?query=1', headers: { host } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
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
    expect(await getWithHost(`127.0.0.1:${port}`)).toBe(200);
    expect(await getWithHost(`localhost:${port}`)).toBe(200);
    expect(await getWithHost(`attacker.example:${port}`)).toBe(403);
    expect(await getWithHost('127.0.0.1:80')).toBe(403);
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
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(api('query/production?query=1'), {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});
