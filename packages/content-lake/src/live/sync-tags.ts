// Sync tags for the Live Content API. Tags are opaque to clients; here one tag stands for one answered
// query (its text, parameters and perspective). After each commit the lake runs again the queries it has
// handed tags out for and announces the tags whose answers changed, so a client refetches exactly the
// queries that would now answer differently, never one too few.
import { createHash, randomBytes } from 'node:crypto';
import type { CommittedTransaction, ContentLake } from '../store/content-lake.ts';
import { isDraftId, isPublicId, isPublishedId } from '../store/documents.ts';
import type { Perspective } from '../store/perspective.ts';
import { defaultQueryLimits } from '../store/query-sandbox.ts';
import type { QueryRunner } from '../store/run-query.ts';

export type SyncTag = `s1:${string}`;

/** One live event: `publishedTags` are those of published (and public) queries, `tags` all of them. */
export type LiveMessage = { id: string; tags: SyncTag[]; publishedTags: SyncTag[] };

type Changed = { tag: SyncTag; perspective: Perspective };

type Watched = {
  query: string;
  params: Record<string, unknown>;
  perspective: Perspective;
  /** Who asked last: the calling page's origin, or '' for a program that names none. */
  origin: string;
  /** A digest of the last answer: enough to see it change, whatever the answer's size. */
  resultHash: string;
  /** What the entry holds in memory, roughly (its query and parameters). */
  bytes: number;
};

type Usage = { count: number; bytes: number };
type Pool = Usage & { entries: Map<SyncTag, Watched>; byOrigin: Map<string, Usage> };

const digest = (json: string) => createHash('sha256').update(json).digest('base64url');

export type SyncTags = {
  /**
   * The tag of a query just answered with `resultJson`. The query is watched from now on for `origin`
   * (the calling page's, '' for none); `null` (a page opened by a link or a form, which hears no live
   * events) is told the tag but not watched.
   */
  tagFor(
    query: string,
    params: Record<string, unknown>,
    perspective: Perspective,
    resultJson: string,
    origin: string | null,
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
/**
 * What one origin may have watched in a pool: a page the owner visits (or any one program) cannot push
 * out the others' queries. A build asks a few hundred queries; the preview fewer at a time.
 */
const maxWatchedPerOrigin = 500;
const maxWatchedBytesPerOrigin = 4 * 1024 * 1024;
/** How far back a reconnecting client can resume. */
const keptMessages = 1000;

/** Whether a change to these documents can change an answer in this perspective. */
function affects(perspective: Perspective, ids: string[]): boolean {
  if (perspective === 'public') return ids.some(isPublicId);
  if (perspective === 'published') return ids.some(isPublishedId);
  if (perspective === 'raw') return true;
  return ids.some((id) => isPublishedId(id) || isDraftId(id));
}

const newPool = (): Pool => ({ entries: new Map(), byOrigin: new Map(), count: 0, bytes: 0 });

/** Adds (`sign` 1) or takes away (-1) an entry's share of its pool and of its origin's. */
function count(pool: Pool, entry: Watched, sign: 1 | -1): void {
  const usage = pool.byOrigin.get(entry.origin) ?? { count: 0, bytes: 0 };
  for (const total of [pool, usage]) {
    total.count += sign;
    total.bytes += sign * entry.bytes;
  }
  if (usage.count === 0) pool.byOrigin.delete(entry.origin);
  else pool.byOrigin.set(entry.origin, usage);
}

function forget(pool: Pool, tag: SyncTag): void {
  const entry = pool.entries.get(tag);
  if (!entry) return;
  pool.entries.delete(tag);
  count(pool, entry, -1);
}

/** Lets go of the oldest entries (but `kept`) until the origin's share and the pool are within bounds. */
function trim(pool: Pool, origin: string, kept: SyncTag): void {
  const over = (usage: Usage | undefined, maxCount: number, maxBytes: number) =>
    usage !== undefined && (usage.count > maxCount || usage.bytes > maxBytes);
  for (const [tag, entry] of pool.entries) {
    if (!over(pool.byOrigin.get(origin), maxWatchedPerOrigin, maxWatchedBytesPerOrigin)) break;
    if (entry.origin === origin && tag !== kept) forget(pool, tag);
  }
  for (const tag of pool.entries.keys()) {
    if (!over(pool, maxWatched, maxWatchedBytes)) break;
    if (tag !== kept) forget(pool, tag);
  }
}

/**
 * `timeLimitMs`: how long the re-run of the watched queries after one commit may take in all, the time
 * limit of one query (defaultQueryLimits), so that a publish holds the preview and the rebuild no longer
 * than one query could.
 */
export function createSyncTags(
  lake: Pick<ContentLake, 'onCommit'>,
  runQuery: QueryRunner,
  timeLimitMs = defaultQueryLimits.timeoutMs,
): SyncTags {
  const publicWatched = newPool();
  const tokenWatched = newPool();
  const poolOf = (perspective: Perspective) => (perspective === 'public' ? publicWatched : tokenWatched);
  const listeners = new Set<(message: LiveMessage) => void>();
  const goAwayListeners = new Set<() => Promise<unknown>>();
  const messages: LiveMessage[] = [];
  // Positions of an earlier process are unknown to this one: their clients get a restart.
  const boot = randomBytes(6).toString('base64url');
  let counter = 0;
  let position = `${boot}.0`;
  let queue: Promise<void> = Promise.resolve();

  /**
   * The watched queries whose answers this commit changed. The owner's (token) queries run first, so
   * that no caller without a token can delay the preview's. A query that fails, or is not answered
   * before the time limit of the whole re-run, is announced (whoever listens asks again and is watched
   * anew: never one tag too few) and let go, so it costs nothing at the next commit.
   */
  async function changedTags(transaction: CommittedTransaction): Promise<Changed[]> {
    const ids = transaction.changes.map((change) => change.id);
    const deadline = performance.now() + timeLimitMs;
    const changed: Changed[] = [];
    for (const pool of [tokenWatched, publicWatched]) {
      for (const [tag, entry] of [...pool.entries]) {
        if (!affects(entry.perspective, ids)) continue;
        const outcome =
          performance.now() < deadline
            ? await runQuery(entry.query, entry.params, entry.perspective, deadline)
            : undefined;
        if (outcome?.ok) {
          const resultHash = digest(outcome.resultJson);
          if (resultHash === entry.resultHash) continue;
          entry.resultHash = resultHash;
        } else forget(pool, tag);
        changed.push({ tag, perspective: entry.perspective });
      }
    }
    return changed;
  }

  function announce(changed: Changed[]) {
    if (changed.length === 0) return;
    counter++;
    position = `${boot}.${counter}`;
    const tags = changed.map((change) => change.tag);
    const publishedTags = changed
      .filter(({ perspective }) => perspective === 'published' || perspective === 'public')
      .map((change) => change.tag);
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
    tagFor(query, params, perspective, resultJson, origin) {
      const key = JSON.stringify([perspective, query, params]);
      const tag: SyncTag = `s1:${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`;
      if (origin === null) return tag;
      // Most recently answered last, so the oldest is the one let go.
      const pool = poolOf(perspective);
      forget(pool, tag);
      const entry = {
        query,
        params,
        perspective,
        origin,
        resultHash: digest(resultJson),
        bytes: key.length * 2,
      };
      pool.entries.set(tag, entry);
      count(pool, entry, 1);
      trim(pool, origin, tag);
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
