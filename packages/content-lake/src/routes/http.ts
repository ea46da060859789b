// What every data route shares: the API version and dataset checks, and Sanity's error shape.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { editorOnly } from '../access/access.ts';
import { httpError } from '../http-error.ts';
import type { ContentLake } from '../store/content-lake.ts';
import { MutationError } from '../store/errors.ts';

// `1`, `X` (experimental) or a date, as Sanity accepts them.
const apiVersionPattern = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

export class BadRequest extends Error {}

/** An error answer when the path's API version or dataset is wrong; undefined when both are fine. */
function checkScope(c: Context, lake: Pick<ContentLake, 'dataset' | 'projectId'>) {
  if (!apiVersionPattern.test(c.req.param('apiVersion') ?? '')) {
    return httpError(c, 400, 'Bad Request', `Invalid API version "${c.req.param('apiVersion')}"`);
  }
  const dataset = c.req.param('dataset');
  if (dataset !== lake.dataset) {
    return httpError(
      c,
      404,
      'Not Found',
      `Dataset "${dataset}" not found for project ID "${lake.projectId}"`,
    );
  }
  return undefined;
}

/** The comma-separated document ids of the path's `:ids`, each once. */
export function idsParam(c: Context): string[] {
  const ids = (c.req.param('ids') ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter(Boolean))];
}

export class UnsupportedMediaType extends Error {}

/**
 * A body must be declared JSON: a form or `text/plain` post (which a foreign page may send without a
 * preflight) is never read as one.
 */
export function requireJson(c: Context): void {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new UnsupportedMediaType(
      `The request body must be sent as application/json, not "${type || 'no Content-Type'}"`,
    );
  }
}

/** Sanity's limit for a request body of the data API; a larger one is refused before it is read. */
export const maxJsonBytes = 4_000_000;

export function jsonBodyLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxJsonBytes,
    onError: (c) =>
      httpError(c, 413, 'Payload Too Large', `Request body exceeds limit of ${maxJsonBytes} bytes`),
  });
}

/**
 * Far deeper than any document or parameter the Studio or the site sends; much deeper nesting would
 * overflow the stack of the code that serialises or evaluates it (a 500 instead of a 400).
 */
export const maxJsonDepth = 100;

/** A BadRequest when arrays and objects nest deeper than maxJsonDepth (walked without recursion). */
export function checkDepth(value: unknown, what: string): void {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxJsonDepth) throw new BadRequest(`${what} nests deeper than ${maxJsonDepth} levels`);
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
}

/** A JSON object body, or a BadRequest naming what is wrong. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  requireJson(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
  checkDepth(body, 'Request body');
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequest('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** Answers a refused transaction or a malformed request as Sanity does; rethrows anything else. */
function answerFailure(c: Context, error: unknown) {
  if (error instanceof MutationError) return c.json(error.toJSON(), error.status);
  if (error instanceof BadRequest) return httpError(c, 400, 'Bad Request', error.message);
  if (error instanceof UnsupportedMediaType)
    return httpError(c, 415, 'Unsupported Media Type', error.message);
  throw error;
}

/**
 * A data route's handler behind the scope check (and, for `editorOnly`, the token check), answering BadRequest and refused transactions as
 * Sanity does (anything else is a server fault and is rethrown).
 */
export function dataHandler(
  lake: Pick<ContentLake, 'dataset' | 'projectId'>,
  handler: (c: Context) => Response | Promise<Response>,
  options: { editorOnly?: boolean } = {},
) {
  return async (c: Context) => {
    const scopeError = checkScope(c, lake) ?? (options.editorOnly ? editorOnly(c) : undefined);
    if (scopeError) return scopeError;
    try {
      return await handler(c);
    } catch (error) {
      return answerFailure(c, error);
    }
  };
}
