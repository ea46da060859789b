// Sanity's query endpoint: GET `/v{apiVersion}/data/query/{dataset}?query=…&$name=<JSON>` and POST with
// `{ query, params }`; answers `{ query, result, ms }`.
import type { Context, Hono } from 'hono';
import { createQueryRunner } from '../store/run-query.ts';
import type { ContentStore } from '../store/seed.ts';

// `1`, `X` (experimental) or a date, as Sanity accepts them.
const apiVersionPattern = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

type QueryInput = { query: string; params: Record<string, unknown> };

class BadRequest extends Error {}

function httpError(c: Context, status: 400 | 404, error: string, message: string) {
  return c.json({ statusCode: status, error, message }, status);
}

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
    return { query: url.searchParams.get('query') ?? '', params: paramsFromSearch(url) };
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
  const { query, params = {} } = (body ?? {}) as { query?: unknown; params?: unknown };
  if (typeof query !== 'string') throw new BadRequest('Request body needs a string "query"');
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw new BadRequest('"params" must be an object');
  }
  return { query, params: params as Record<string, unknown> };
}

export function addQueryRoute(app: Hono, store: ContentStore): void {
  const runQuery = createQueryRunner(store);
  // `perspective`, `tag`, `resultSourceMap` are accepted and need nothing: the seed holds published
  // documents only, and no source map is produced.
  app.on(['GET', 'POST'], '/:apiVersion/data/query/:dataset', async (c) => {
    const started = performance.now();
    if (!apiVersionPattern.test(c.req.param('apiVersion'))) {
      return httpError(c, 400, 'Bad Request', `Invalid API version "${c.req.param('apiVersion')}"`);
    }
    const dataset = c.req.param('dataset');
    if (dataset !== store.dataset) {
      return httpError(
        c,
        404,
        'Not Found',
        `Dataset "${dataset}" not found for project ID "${store.projectId}"`,
      );
    }
    let input: QueryInput;
    try {
      input = await readInput(c);
    } catch (error) {
      if (error instanceof BadRequest) return httpError(c, 400, 'Bad Request', error.message);
      throw error;
    }
    if (input.query.trim() === '') return httpError(c, 400, 'Bad Request', 'Missing "query" parameter');

    const outcome = await runQuery(input.query, input.params);
    if (!outcome.ok) return c.json({ error: outcome.error }, 400);
    const ms = Math.round(performance.now() - started);
    const returnQuery = new URL(c.req.url).searchParams.get('returnQuery') !== 'false';
    const queryMember = returnQuery ? `"query":${JSON.stringify(input.query)},` : '';
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(`{${queryMember}"result":${outcome.resultJson},"ms":${ms}}`);
  });
}
