// The thread GROQ runs in (query-sandbox.ts): a query that takes too long is stopped by ending the
// thread, which the lake's own thread cannot do to a query running on it.
import { parentPort } from 'node:worker_threads';
import { type ExprNode, evaluate } from 'groq-js';
import type { SanityDocument } from './documents.ts';

export type WorkerRequest = {
  tree: ExprNode;
  params: Record<string, unknown>;
  sanity: { projectId: string; dataset: string };
  /** Which documents the query reads: a perspective of one store version. */
  viewKey: string;
  /** The documents of `viewKey`, sent when this thread does not hold them yet. */
  documents?: SanityDocument[];
  maxResultBytes: number;
};

/** What the thread posts once its modules have loaded, before any answer. */
export const threadReady = 'ready';

export type WorkerAnswer =
  | { ok: true; resultJson: string }
  | { ok: false; kind: 'tooLarge'; bytes: number }
  | { ok: false; kind: 'error'; message: string };

type View = { documents: SanityDocument[]; byId: Map<string, SanityDocument> };
/** The views of the newest store version only: an older one is never asked for again. */
const views = new Map<string, View>();

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  if (request.documents) {
    const version = request.viewKey.split(':')[0];
    for (const key of views.keys()) if (!key.startsWith(`${version}:`)) views.delete(key);
    const { documents } = request;
    views.set(request.viewKey, { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) });
  }
  const view = views.get(request.viewKey);
  if (!view) return { ok: false, kind: 'error', message: `No documents for ${request.viewKey}` };
  try {
    const value = await evaluate(request.tree, {
      dataset: view.documents,
      params: request.params,
      sanity: request.sanity,
      // A map lookup instead of groq-js's scan over the dataset for every `->`.
      dereference: ({ _ref }) => view.byId.get(_ref),
    });
    const resultJson = JSON.stringify(await value.get()) ?? 'null';
    const bytes = Buffer.byteLength(resultJson);
    return bytes > request.maxResultBytes ? { ok: false, kind: 'tooLarge', bytes } : { ok: true, resultJson };
  } catch (error) {
    // groq-js throws GroqQueryError for unknown functions and the like, which Sanity rejects at parse time.
    return { ok: false, kind: 'error', message: (error as Error).message };
  }
}

parentPort?.postMessage(threadReady);
parentPort?.on('message', async (request: WorkerRequest) => {
  parentPort?.postMessage(await answer(request));
});
