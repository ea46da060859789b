// Sanity's query endpoint: GET `/v{apiVersion}/data/query/{dataset}?query=…&$name=<JSON>` and POST with
// `{ query, params }`; answers `{ query, result, ms }`.
import type { Context, Hono } from 'hono';
import type { ContentLake } from '../store/content-lake.ts';
import { type Perspective, parsePerspective } from '../store/perspective.ts';
import { createQueryRunner } from '../store/run-query.ts';
import { BadRequest, dataHandler, httpError } from './http.ts';

type QueryInput = { query: string; params: Record<string, unknown>; perspective?: string };

/** `$name=<JSON>` search parameters, as @sanity/client encodes them for GET. */
function paramsFromSearch(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw new BadRequest(`Unable to parse value of "${key}=${value}". Please quote string values.`);
    }
  }
  return params;
}

async function readInput(c: Context): Promise<QueryInput> {
  const url = new URL(c.req.url);
  if (c.req.method !== 'POST') {
    return {
      query: url.searchParams.get('query') ?? '',
      params: paramsFromSearch(url),
      perspective: url.searchParams.get('perspective') ?? undefined,
    };
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
  const {
    query,
    params = {},
    perspective,
  } = (body ?? {}) as {
    query?: unknown;
    params?: unknown;
    perspective?: unknown;
  };
  if (typeof query !== 'string') throw new BadRequest('Request body needs a string "query"');
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw new BadRequest('"params" must be an object');
  }
  return {
    query,
    params: params as Record<string, unknown>,
    perspective:
      typeof perspective === 'string' ? perspective : (url.searchParams.get('perspective') ?? undefined),
  };
}

export function addQueryRoute(app: Hono, lake: ContentLake): void {
  const runQuery = createQueryRunner(lake);
  // `tag` and `resultSourceMap` are accepted and need nothing: no source map is produced.
  app.on(
    ['GET', 'POST'],
    '/:apiVersion/data/query/:dataset',
    dataHandler(lake, async (c) => {
      const started = performance.now();
      const input = await readInput(c);
      if (input.query.trim() === '') return httpError(c, 400, 'Bad Request', 'Missing "query" parameter');

      const perspective: Perspective | undefined = parsePerspective(input.perspective);
      if (!perspective) {
        return httpError(
          c,
          400,
          'Bad Request',
          `Unknown perspective "${input.perspective}": use raw, published or drafts`,
        );
      }
      const outcome = await runQuery(input.query, input.params, perspective);
      if (!outcome.ok) return c.json({ error: outcome.error }, 400);
      const ms = Math.round(performance.now() - started);
      const returnQuery = new URL(c.req.url).searchParams.get('returnQuery') !== 'false';
      const queryMember = returnQuery ? `"query":${JSON.stringify(input.query)},` : '';
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body(`{${queryMember}"result":${outcome.resultJson},"ms":${ms}}`);
    }),
  );
}
