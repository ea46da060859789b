// Evaluates GROQ with groq-js over the documents a perspective shows, reporting errors in the shape of
// Sanity's query API.
import { evaluate, GroqSyntaxError, parse } from 'groq-js';
import type { ContentLake } from './content-lake.ts';
import type { DocumentView, Perspective } from './perspective.ts';

/** The `error` member of Sanity's 400 answer; @sanity/client prints it with a code frame. */
export type QueryParseError = {
  type: 'queryParseError';
  description: string;
  query: string;
  start: number;
  end: number;
};

/** `resultJson` is `result` serialised once, so a reused answer costs no JSON.stringify. */
export type QueryOutcome =
  | { ok: true; result: unknown; resultJson: string }
  | { ok: false; error: QueryParseError };

export type QueryRunner = (
  query: string,
  params: Record<string, unknown>,
  perspective?: Perspective,
) => Promise<QueryOutcome>;

/** What a query needs of the store: the documents a perspective shows, and a change counter. */
export type QuerySource = Pick<ContentLake, 'projectId' | 'dataset' | 'version' | 'view'>;

/** Enough for every page query with every slug, many times over. */
const maxCachedResults = 1000;

function parseError(query: string, description: string, start = 0, end = query.length): QueryOutcome {
  return { ok: false, error: { type: 'queryParseError', description, query, start, end } };
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
  view: DocumentView,
  query: string,
  params: Record<string, unknown>,
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
  try {
    const value = await evaluate(tree, {
      dataset: view.documents,
      params,
      sanity: { projectId: source.projectId, dataset: source.dataset },
      // A map lookup instead of groq-js's scan over the dataset for every `->`.
      dereference: ({ _ref }) => view.byId.get(_ref),
    });
    const result = await value.get();
    return {
      outcome: { ok: true, result, resultJson: JSON.stringify(result) ?? 'null' } as const,
      cacheable,
    };
  } catch (error) {
    // groq-js throws GroqQueryError for unknown functions and the like, which Sanity rejects at parse time.
    return { outcome: parseError(query, (error as Error).message), cacheable };
  }
}

/**
 * An answer is kept and reused for the same query, parameters and perspective (as Sanity's API CDN
 * does) until the next commit, unless it depends on the time or the caller.
 */
export function createQueryRunner(source: QuerySource): QueryRunner {
  const answers = new Map<string, QueryOutcome>();
  let version = source.version;
  return async (query, params, perspective = 'published') => {
    if (source.version !== version) {
      answers.clear();
      version = source.version;
    }
    const key = JSON.stringify([perspective, query, params]);
    const cached = answers.get(key);
    if (cached) return cached;
    const { outcome, cacheable } = await evaluateQuery(source, source.view(perspective), query, params);
    if (cacheable) {
      if (answers.size >= maxCachedResults) answers.delete(answers.keys().next().value as string);
      answers.set(key, outcome);
    }
    return outcome;
  };
}
