// `GET /v{v}/data/listen/:dataset?query=…`: Server-Sent Events of the commits whose documents match the
// GROQ filter, as the Studio needs them (studio-offline.md, the four rules): `_rev`/`resultRev` is the
// transaction id (`resultRev` on a deletion too), `previousRev` the document's previous `_rev`,
// per-document `mutations` and mendoza `effects`, and `transactionTotalEvents` counting only the events
// this listener receives.
import { randomUUID } from 'node:crypto';
import { evaluate, parse } from 'groq-js';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { httpError } from '../http-error.ts';
import type { CommittedTransaction, ContentLake } from '../store/content-lake.ts';
import { isVersionId, type SanityDocument } from '../store/documents.ts';
import { effectsOf } from '../store/effects.ts';
import { type StoredTransaction, transactionSeq, transactionsAfter } from '../store/history.ts';
import type { DocumentChange } from '../store/mutations.ts';
import { dataHandler } from './http.ts';

/** Proxies close idle connections; a comment line keeps the stream open. */
export const keepAliveMs = 25_000;

type Options = {
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  mendoza: boolean;
  visibility: string;
};

function flag(search: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = search.get(name);
  return value === null ? fallback : value === 'true';
}

function readOptions(search: URLSearchParams): Options {
  return {
    includeResult: flag(search, 'includeResult', true),
    includePreviousRevision: flag(search, 'includePreviousRevision', false),
    includeMutations: flag(search, 'includeMutations', true),
    includeAllVersions: flag(search, 'includeAllVersions', false),
    mendoza: search.get('effectFormat') === 'mendoza',
    visibility: search.get('visibility') === 'transaction' ? 'transaction' : 'query',
  };
}

function readParams(search: URLSearchParams): Record<string, unknown> | string {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      return `Unable to parse value of "${key}=${value}". Please quote string values.`;
    }
  }
  return params;
}

type Matcher = (document: SanityDocument | null) => Promise<boolean>;

/** Whether a document passes the listener's query, evaluated by groq-js over that document alone. */
function matcherFor(tree: ReturnType<typeof parse>, params: Record<string, unknown>): Matcher {
  return async (document) => {
    if (!document) return false;
    const value = await (await evaluate(tree, { dataset: [document], params })).get();
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  };
}

async function eventsFor(
  transaction: CommittedTransaction,
  matches: Matcher,
  options: Options,
  identity: string,
) {
  const chosen: { change: DocumentChange; transition: string }[] = [];
  for (const change of transaction.changes) {
    if (isVersionId(change.id) && !options.includeAllVersions) continue;
    const [was, is] = [await matches(change.before), await matches(change.after)];
    if (!was && !is) continue;
    chosen.push({ change, transition: was && is ? 'update' : is ? 'appear' : 'disappear' });
  }
  return chosen.map(({ change, transition }, index) => ({
    type: 'mutation',
    eventId: `${transaction.id}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.id,
    transition,
    identity,
    previousRev: change.before?._rev,
    // Also for a deletion, as Sanity sends it: the Studio orders each document's events by chaining
    // previousRev → resultRev, and drops an event without resultRev (a publish's draft would linger).
    resultRev: transaction.id,
    timestamp: transaction.timestamp,
    visibility: options.visibility,
    transactionTotalEvents: chosen.length,
    transactionCurrentEvent: index + 1,
    ...(options.includeMutations ? { mutations: change.mutations } : {}),
    ...(options.includeResult && change.after ? { result: change.after } : {}),
    ...(options.includePreviousRevision && change.before ? { previous: change.before } : {}),
    ...(options.mendoza ? { effects: effectsOf(change.before, change.after) } : {}),
  }));
}

/**
 * A stored transaction as a commit: each document's mutations are its whole new state (or its deletion),
 * which leads a client to the same document as the original patches did.
 */
function asCommitted(transaction: StoredTransaction): CommittedTransaction {
  return {
    ...transaction,
    changes: transaction.changes.map(({ id, before, after }) => ({
      id,
      before,
      after,
      mutations: after ? [{ createOrReplace: after }] : [{ delete: { id } }],
      operation: !before ? 'create' : after ? 'update' : 'delete',
    })),
  };
}

/**
 * The commits a resuming client missed after the event `lastEventId` (`<transaction>#<document>`), the
 * rest of that transaction included; undefined when that transaction is unknown (the store was reset).
 */
function missedSince(lake: ContentLake, lastEventId: string) {
  const [transactionId = ''] = lastEventId.split('#');
  const seq = transactionSeq(lake.database, transactionId);
  if (seq === undefined) return undefined;
  return transactionsAfter(lake.database, seq - 1).map(asCommitted);
}

export function addListenRoute(app: Hono, lake: ContentLake): void {
  app.get(
    '/:apiVersion/data/listen/:dataset',
    dataHandler(
      lake,
      (c: Context) => {
        const search = new URL(c.req.url).searchParams;
        const query = search.get('query') ?? '';
        if (query.trim() === '') return httpError(c, 400, 'Bad Request', 'Missing "query" parameter');
        const params = readParams(search);
        if (typeof params === 'string') return httpError(c, 400, 'Bad Request', params);
        let tree: ReturnType<typeof parse>;
        try {
          tree = parse(query, { params });
        } catch (error) {
          return c.json(
            { error: { type: 'queryParseError', description: (error as Error).message, query } },
            400,
          );
        }
        const options = readOptions(search);
        const matches = matcherFor(tree, params);
        const lastEventId = c.req.header('Last-Event-ID');

        return streamSSE(c, async (stream) => {
          const send = async (transaction: CommittedTransaction, after?: string) => {
            let events = await eventsFor(transaction, matches, options, transaction.author);
            // A resumed transaction continues after the last event the client saw.
            if (after) events = events.slice(events.findIndex((event) => event.eventId === after) + 1);
            for (const event of events) {
              await stream.writeSSE({ event: 'mutation', id: event.eventId, data: JSON.stringify(event) });
            }
          };
          // Read and subscribed in one synchronous step, so no commit falls between the two.
          const missed = lastEventId === undefined ? undefined : missedSince(lake, lastEventId);
          // Events are written in commit order, one transaction after the other, once the greeting (and for
          // a resumed stream, the missed events) went out.
          let greeted!: () => void;
          let writing: Promise<unknown> = new Promise<void>((resolve) => {
            greeted = resolve;
          });
          const unsubscribe = lake.onCommit((transaction) => {
            writing = writing.then(() => send(transaction));
          });
          const keepAlive = setInterval(() => {
            writing = writing.then(() => stream.write(': keep-alive\n\n'));
          }, keepAliveMs);
          const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
          const welcome = JSON.stringify({ listenerName: randomUUID() });
          if (lastEventId === undefined) {
            await stream.writeSSE({ event: 'welcome', data: welcome });
          } else if (missed) {
            // Resumed: what the client missed, then the live events queued meanwhile.
            await stream.writeSSE({ event: 'welcomeback', data: welcome });
            for (const [index, transaction] of missed.entries()) {
              await send(transaction, index === 0 ? lastEventId : undefined);
            }
          } else {
            // The position is gone (the store was reset): the client fetches afresh.
            await stream.writeSSE({ event: 'reset', data: '{}' });
            await stream.writeSSE({ event: 'welcome', data: welcome });
          }
          greeted();
          await closed;
          clearInterval(keepAlive);
          unsubscribe();
        });
      },
      { editorOnly: true },
    ),
  );
}
