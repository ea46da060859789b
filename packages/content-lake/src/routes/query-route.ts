// Sanity's query endpoint: GET `/v{apiVersion}/data/query/{dataset}?query=…&$name=<JSON>` and POST with
// `{ query, params }`; answers `{ query, result, syncTags, resultSourceMap?, ms }`. Without a token the
// dataset is public and shows its published documents at the root path only, whatever the perspective,
// as Sanity's does.
import type { Context, Hono } from 'hono';
import { isEditor } from '../access/access.ts';
import { httpError } from '../http-error.ts';
import { lakeQueries } from '../live/lake-queries.ts';
import { sourceMapOf } from '../live/source-map.ts';
import type { ContentLake } from '../store/content-lake.ts';
import { type Perspective, parsePerspective } from '../store/perspective.ts';
import { BadRequest, checkDepth, dataHandler, jsonBody } from './http.ts';

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
  checkDepth(params, 'A query parameter');
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
  const {
    query,
    params = {},
    perspective,
  } = (await jsonBody(c)) as {
    query?: unknown;
    params?: unknown;
    perspective?: unknown;
  };
  if (typeof query !== 'string') throw new BadRequest('Request body needs a string "query"');
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw new BadRequest('"params" must be an object');
  }
  if (perspective !== undefined && typeof perspective !== 'string') {
    throw new BadRequest('"perspective" must be a string');
  }
  return {
    query,
    params: params as Record<string, unknown>,
    perspective: perspective ?? url.searchParams.get('perspective') ?? undefined,
  };
}

/** An event id of the live events stream; every answer is as new as the store, so any position is met. */
function checkLastLiveEventId(search: URLSearchParams): void {
  const id = search.get('lastLiveEventId');
  if (id !== null && !/^[A-Za-z0-9._:-]{1,200}$/.test(id)) {
    throw new BadRequest(`Malformed lastLiveEventId "${id.slice(0, 200)}"`);
  }
}

/**
 * Whom the lake watches a query for: the calling page's origin, '' for a program that names none; null
 * for a page opened by a link or a form (a navigation), which shows the answer once and hears no live
 * events, so a page cannot make the lake watch queries by opening frames.
 */
function watcherOf(c: Context): string | null {
  if (c.req.header('sec-fetch-mode') === 'navigate') return null;
  return c.req.header('origin') ?? '';
}

export function addQueryRoute(app: Hono, lake: ContentLake): void {
  const { runQuery, syncTags } = lakeQueries(lake);
  // `tag` is accepted and needs nothing.
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
      const search = new URL(c.req.url).searchParams;
      checkLastLiveEventId(search);
      const seen: Perspective = isEditor(c) ? perspective : 'public';
      const outcome = await runQuery(input.query, input.params, seen);
      if (!outcome.ok) return c.json({ error: outcome.error }, outcome.status);
      const tag = syncTags.tagFor(input.query, input.params, seen, outcome.resultJson, watcherOf(c));
      const sourceMap = search.get('resultSourceMap');
      const sourceMapMember =
        sourceMap !== null && sourceMap !== 'false'
          ? `"resultSourceMap":${JSON.stringify(sourceMapOf(outcome.result, lake.view(seen)))},`
          : '';
      const ms = Math.round(performance.now() - started);
      const queryMember =
        search.get('returnQuery') !== 'false' ? `"query":${JSON.stringify(input.query)},` : '';
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body(
        `{${queryMember}"result":${outcome.resultJson},"syncTags":["${tag}"],${sourceMapMember}"ms":${ms}}`,
      );
    }),
  );
}
