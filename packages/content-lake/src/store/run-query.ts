// Evaluates GROQ with groq-js over the documents a perspective shows, reporting errors in the shape of
// Sanity's query API.
import { GroqSyntaxError, parse } from 'groq-js';
import type { ContentLake } from './content-lake.ts';
import type { Perspective } from './perspective.ts';
import {
  createQuerySandbox,
  defaultQueryLimits,
  type QueryLimits,
  type QuerySandbox,
} from './query-sandbox.ts';

/** The `error` member of Sanity's 400 answer; @sanity/client prints it with a code frame. */
export type QueryParseError = {
  type: 'queryParseError' | 'queryTimeoutError' | 'queryResultTooLargeError' | 'queryMemoryError';
  description: string;
  query: string;
  start: number;
  end: number;
};

/** `resultJson` is `result` serialised once, so a reused answer costs no JSON.stringify. */
export type QueryOutcome =
  | { ok: true; result: unknown; resultJson: string }
  | { ok: false; status: 400 | 413 | 422; error: QueryParseError };

export type QueryRunner = (
  query: string,
  params: Record<string, unknown>,
  perspective?: Perspective,
  /** A `performance.now()` time past which the query is stopped, when sooner than the time limit. */
  deadline?: number,
) => Promise<QueryOutcome>;

/** What a query needs of the store: the documents a perspective shows, and a change counter. */
export type QuerySource = Pick<ContentLake, 'projectId' | 'dataset' | 'version' | 'view'>;

/** Enough for every page query with every slug, many times over; a few large answers push out old ones. */
const maxCachedBytes = 32 * 1024 * 1024;

function parseError(query: string, description: string, start = 0, end = query.length): QueryOutcome {
  return { ok: false, status: 400, error: { type: 'queryParseError', description, query, start, end } };
}

/** A query that passed a limit: the whole query is marked, as nothing in it is wrong as such. */
function limitError(
  query: string,
  status: 413 | 422,
  type: QueryParseError['type'],
  description: string,
): QueryOutcome {
  return { ok: false, status, error: { type, description, query, start: 0, end: query.length } };
}

/** Every node of a groq-js syntax tree. */
function* syntaxNodes(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) {
    for (const child of node) yield* syntaxNodes(child);
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    yield record;
    for (const child of Object.values(record)) yield* syntaxNodes(child);
  }
}

async function evaluateQuery(
  source: QuerySource,
  sandbox: QuerySandbox,
  limits: QueryLimits,
  perspective: Perspective,
  query: string,
  params: Record<string, unknown>,
  deadline: number | undefined,
) {
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(query, { params });
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      return {
        outcome: parseError(query, error.message, error.position, error.position + 1),
        cacheable: true,
      };
    }
    return { outcome: parseError(query, (error as Error).message), cacheable: true };
  }
  let cacheable = true;
  for (const node of syntaxNodes(tree)) {
    // groq-js would quietly read a missing parameter as null; Sanity refuses the query.
    if (node.type === 'Parameter' && typeof node.name === 'string' && !(node.name in params)) {
      return {
        outcome: parseError(query, `param $${node.name} referenced, but not provided`),
        cacheable: true,
      };
    }
    if (node.type === 'FuncCall' && (node.name === 'now' || node.name === 'identity')) cacheable = false;
  }
  const answer = await sandbox.run(
    {
      tree,
      params,
      sanity: { projectId: source.projectId, dataset: source.dataset },
      viewKey: `${source.version}:${perspective}`,
    },
    () => source.view(perspective).documents,
    deadline,
  );
  if (answer.ok) {
    const outcome = {
      ok: true,
      result: JSON.parse(answer.resultJson),
      resultJson: answer.resultJson,
    } as const;
    return { outcome, cacheable };
  }
  // A query that passed a limit may pass it again: it is never kept.
  switch (answer.kind) {
    case 'timeout':
      return {
        outcome: limitError(
          query,
          422,
          'queryTimeoutError',
          `The query ran longer than ${limits.timeoutMs / 1000} s and was stopped: ask for fewer documents or fewer nested queries`,
        ),
        cacheable: false,
      };
    case 'memory':
      return {
        outcome: limitError(
          query,
          422,
          'queryMemoryError',
          `The query needed more than ${limits.maxMemoryMb} MB and was stopped: ask for fewer documents`,
        ),
        cacheable: false,
      };
    case 'tooLarge':
      return {
        outcome: limitError(
          query,
          413,
          'queryResultTooLargeError',
          `The result is ${answer.bytes} bytes, more than the ${limits.maxResultBytes} allowed: ask for fewer documents or fields, or page with a slice`,
        ),
        cacheable: false,
      };
    default:
      return { outcome: parseError(query, answer.message), cacheable };
  }
}

/**
 * An answer is kept and reused for the same query, parameters and perspective (as Sanity's API CDN
 * does) until the next commit, unless it depends on the time or the caller.
 */
export function createQueryRunner(
  source: QuerySource,
  limits: QueryLimits = defaultQueryLimits,
): QueryRunner {
  const sandbox = createQuerySandbox(limits);
  const answers = new Map<string, { outcome: QueryOutcome; bytes: number }>();
  let cachedBytes = 0;
  let version = source.version;
  return async (query, params, perspective = 'published', deadline) => {
    const asked = source.version;
    if (asked !== version) {
      answers.clear();
      cachedBytes = 0;
      version = asked;
    }
    const key = JSON.stringify([perspective, query, params]);
    const cached = answers.get(key);
    if (cached) return cached.outcome;
    const { outcome, cacheable } = await evaluateQuery(
      source,
      sandbox,
      limits,
      perspective,
      query,
      params,
      deadline,
    );
    // Roughly what an answer holds: its JSON and the parsed result beside it.
    const bytes = key.length + (outcome.ok ? outcome.resultJson.length * 2 : 0);
    // Kept only when no commit came while it ran: an answer read before a commit, finished after a
    // later query had moved the cache on, would otherwise pass for the new content (a publish's render
    // read a gallery from before the publish that way).
    if (cacheable && bytes <= maxCachedBytes && source.version === asked && version === asked) {
      for (const [oldest, entry] of answers) {
        if (cachedBytes + bytes <= maxCachedBytes) break;
        answers.delete(oldest);
        cachedBytes -= entry.bytes;
      }
      answers.set(key, { outcome, bytes });
      cachedBytes += bytes;
    }
    return outcome;
  };
}
