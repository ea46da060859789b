// Sync tags for the Live Content API. Tags are opaque to clients; here one tag stands for one answered
// query (its text, parameters and perspective). After each commit the lake runs again the queries it has
// handed tags out for and announces the tags whose answers changed, so a client refetches exactly the
// queries that would now answer differently, never one too few.
import { createHash, randomBytes } from 'node:crypto';
import type { CommittedTransaction, ContentLake } from '../store/content-lake.ts';
import { isDraftId, isPublicId, isPublishedId } from '../store/documents.ts';
import type { Perspective } from '../store/perspective.ts';
import type { QueryRunner } from '../store/run-query.ts';

export type SyncTag = `s1:${string}`;

/** One live event: `publishedTags` are those of published (and public) queries, `tags` all of them. */
export type LiveMessage = { id: string; tags: SyncTag[]; publishedTags: SyncTag[] };

type Watched = {
  query: string;
  params: Record<string, unknown>;
  perspective: Perspective;
  /** A digest of the last answer: enough to see it change, whatever the answer's size. */
  resultHash: string;
  /** What the entry holds in memory, roughly (its query and parameters). */
  bytes: number;
};

type Pool = { entries: Map<SyncTag, Watched>; bytes: number };

const digest = (json: string) => createHash('sha256').update(json).digest('base64url');

export type SyncTags = {
  /** The tag of a query just answered with `resultJson`; the query is watched from now on. */
  tagFor(
    query: string,
    params: Record<string, unknown>,
    perspective: Perspective,
    resultJson: string,
  ): SyncTag;
  /** Calls `listener` with every message; returns the unsubscribe function. */
  subscribe(listener: (message: LiveMessage) => void): () => void;
  /** The messages after the one with `id`, or undefined when that position is not known (any more). */
  since(id: string): LiveMessage[] | undefined;
  /** The id of the latest message (or of the start), for a restart event. */
  readonly position: string;
  /** Resolves once every commit so far has been looked at (tests). */
  settled(): Promise<void>;
  /** Calls `listener` when the server stops; it resolves once its stream has said goodbye. */
  onGoAway(listener: () => Promise<unknown>): () => void;
  /** Tells every open stream that the server stops, and waits until they have been told. */
  goAway(): Promise<void>;
};

/**
 * The watched queries a long session of the owner's preview and every page build use, with room; as
 * many again for callers without a token, kept apart so that their queries never push out the
 * preview's (any local program can send thousands).
 */
const maxWatched = 2000;
/** And as many bytes of queries and parameters per pool: a few long queries cannot fill the memory. */
const maxWatchedBytes = 16 * 1024 * 1024;
/** How far back a reconnecting client can resume. */
const keptMessages = 1000;

/** Whether a change to these documents can change an answer in this perspective. */
function affects(perspective: Perspective, ids: string[]): boolean {
  if (perspective === 'public') return ids.some(isPublicId);
  if (perspective === 'published') return ids.some(isPublishedId);
  if (perspective === 'raw') return true;
  return ids.some((id) => isPublishedId(id) || isDraftId(id));
}

export function createSyncTags(lake: Pick<ContentLake, 'onCommit'>, runQuery: QueryRunner): SyncTags {
  const publicWatched: Pool = { entries: new Map(), bytes: 0 };
  const tokenWatched: Pool = { entries: new Map(), bytes: 0 };
  const poolOf = (perspective: Perspective) => (perspective === 'public' ? publicWatched : tokenWatched);
  const watchedOf = (tag: SyncTag) => publicWatched.entries.get(tag) ?? tokenWatched.entries.get(tag);
  const listeners = new Set<(message: LiveMessage) => void>();
  const goAwayListeners = new Set<() => Promise<unknown>>();
  const messages: LiveMessage[] = [];
  // Positions of an earlier process are unknown to this one: their clients get a restart.
  const boot = randomBytes(6).toString('base64url');
  let counter = 0;
  let position = `${boot}.0`;
  let queue: Promise<void> = Promise.resolve();

  async function changedTags(transaction: CommittedTransaction): Promise<SyncTag[]> {
    const ids = transaction.changes.map((change) => change.id);
    const changed: SyncTag[] = [];
    for (const [tag, entry] of [...publicWatched.entries, ...tokenWatched.entries]) {
      if (!affects(entry.perspective, ids)) continue;
      const outcome = await runQuery(entry.query, entry.params, entry.perspective);
      if (!outcome.ok) continue;
      const resultHash = digest(outcome.resultJson);
      if (resultHash === entry.resultHash) continue;
      entry.resultHash = resultHash;
      changed.push(tag);
    }
    return changed;
  }

  function announce(tags: SyncTag[]) {
    if (tags.length === 0) return;
    counter++;
    position = `${boot}.${counter}`;
    const publishedTags = tags.filter((tag) => {
      const perspective = watchedOf(tag)?.perspective;
      return perspective === 'published' || perspective === 'public';
    });
    const message: LiveMessage = { id: position, tags, publishedTags };
    messages.push(message);
    if (messages.length > keptMessages) messages.shift();
    for (const listener of listeners) listener(message);
  }

  lake.onCommit((transaction) => {
    queue = queue
      .then(async () => announce(await changedTags(transaction)))
      .catch((error: unknown) => {
        console.error('content: sync tags failed:', error);
      });
  });

  return {
    tagFor(query, params, perspective, resultJson) {
      const key = JSON.stringify([perspective, query, params]);
      const tag: SyncTag = `s1:${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`;
      // Most recently answered last, so the oldest is the one let go.
      const pool = poolOf(perspective);
      const bytes = key.length * 2;
      pool.bytes += bytes - (pool.entries.get(tag)?.bytes ?? 0);
      pool.entries.delete(tag);
      pool.entries.set(tag, { query, params, perspective, resultHash: digest(resultJson), bytes });
      for (const [oldest, entry] of pool.entries) {
        if ((pool.entries.size <= maxWatched && pool.bytes <= maxWatchedBytes) || oldest === tag) break;
        pool.entries.delete(oldest);
        pool.bytes -= entry.bytes;
      }
      return tag;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    since(id) {
      if (id === position) return [];
      const index = messages.findIndex((message) => message.id === id);
      return index === -1 ? undefined : messages.slice(index + 1);
    },
    get position() {
      return position;
    },
    settled: () => queue,
    onGoAway(listener) {
      goAwayListeners.add(listener);
      return () => goAwayListeners.delete(listener);
    },
    async goAway() {
      await Promise.allSettled([...goAwayListeners].map((listener) => listener()));
    },
  };
}
