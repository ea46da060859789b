import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LakeServer, startLakeServer } from '../test-support/lake-server.ts';

let lake: LakeServer;

beforeAll(async () => {
  lake = await startLakeServer();
});

afterAll(async () => {
  await lake?.remove();
});

const queryUrl = (search: string) => `${lake.server.url}/v2025-02-19/data/query/production?${search}`;

describe('query API through @sanity/client', () => {
  it('answers a query with parameters', async () => {
    const service = await lake.client.fetch<{ title: string } | null>(
      '*[_type == "service" && slug.current == $slug][0]{title}',
      { slug: 'badevaerelser' },
    );
    expect(service).toEqual({ title: 'Badeværelser' });
  });

  it('follows references', async () => {
    const titles = await lake.client.fetch<string[]>('*[_id == "homePage"][0].featuredProjects[]->title');
    expect(titles).toEqual(['Nyt badeværelse', 'Træterrasse']);
  });

  it('leaves drafts out', async () => {
    const ids = await lake.client.fetch<string[]>('*[_type == "galleryItem"]._id');
    expect(ids.sort()).toEqual(['gallery-1', 'gallery-2']);
    expect(await lake.client.fetch('count(*[_id in path("drafts.**")])')).toBe(0);
  });

  it('answers the full response shape with filterResponse: false', async () => {
    const response = await lake.client.fetch(
      'count(*[_type == "service"])',
      {},
      { filterResponse: false, tag: 'test' },
    );
    expect(response).toMatchObject({ result: 2, query: 'count(*[_type == "service"])' });
    expect(typeof response.ms).toBe('number');
  });

  it('accepts perspective, resultSourceMap and returnQuery=false', async () => {
    const response = await lake.client.fetch(
      'count(*[_type == "service"])',
      {},
      {
        filterResponse: false,
        perspective: 'published',
        resultSourceMap: false,
        returnQuery: false,
      },
    );
    expect(response.result).toBe(2);
    expect(response).not.toHaveProperty('query');
    const raw = await fetch(
      queryUrl('query=count(*)&perspective=drafts&resultSourceMap=withKeyArraySelector'),
    );
    expect(raw.status).toBe(200);
  });

  it('uses POST for long queries, as the client does, with the same answer', async () => {
    const long = 'x'.repeat(12_000);
    const result = await lake.client.fetch<number>('count(*[_type == "service" && title != $long])', {
      long,
    });
    expect(result).toBe(2);
  });

  it("rejects a GROQ syntax error with 400 and Sanity's error shape", async () => {
    const error = await lake.client.fetch('*[_type == "service"').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 400, details: { type: 'queryParseError' } });
    expect((error as Error).message).toContain('GROQ query parse error');
  });

  it('rejects a query whose parameter is missing, and an unknown function', async () => {
    const missing = await lake.client.fetch('*[slug.current == $slug]').catch((caught: unknown) => caught);
    expect(missing).toMatchObject({
      statusCode: 400,
      details: { type: 'queryParseError', description: 'param $slug referenced, but not provided' },
    });
    const unknown = await lake.client.fetch('nofunction(1)').catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ statusCode: 400, details: { type: 'queryParseError' } });
  });

  it('answers 404 for an unknown dataset', async () => {
    const error = await lake.client
      .withConfig({ dataset: 'staging' })
      .fetch('count(*)')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 404 });
    expect((error as Error).message).toContain('Dataset "staging" not found');
  });
});

describe('query API over plain HTTP', () => {
  it('rejects a parameter that is not JSON', async () => {
    const response = await fetch(queryUrl('query=*[slug.current==$slug]&$slug=badevaerelser'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('$slug');
  });

  it('rejects a missing query, an invalid API version and a malformed POST body', async () => {
    expect((await fetch(queryUrl(''))).status).toBe(400);
    expect((await fetch(`${lake.server.url}/vtomorrow/data/query/production?query=1`)).status).toBe(400);
    const post = await fetch(queryUrl(''), {
      method: 'POST',
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(post.status).toBe(400);
  });

  it('answers a CORS preflight with the headers @sanity/client sends', async () => {
    const response = await fetch(queryUrl('query=1'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-sanity-project-id',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-sanity-project-id']));
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('sets CORS headers on answers and on errors', async () => {
    const headers = { Origin: 'http://127.0.0.1:4173' };
    for (const search of ['query=count(*)', 'query=*[', 'query=1&$x=nope']) {
      const response = await fetch(queryUrl(search), { headers });
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    }
  });
});
