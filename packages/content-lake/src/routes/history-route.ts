// Sanity's history API over the stored transactions:
// `GET /v{v}/data/history/:dataset/documents/:ids?revision=|time=|lastRevision=true` answers `{ documents }`;
// `GET /v{v}/data/history/:dataset/transactions/:ids` answers NDJSON, one transaction a line.
import type { Context, Hono } from 'hono';
import type { ContentLake } from '../store/content-lake.ts';
import { isValidDocumentId, type SanityDocument } from '../store/documents.ts';
import { effectsOf } from '../store/effects.ts';
import {
  documentsAt,
  type HistoryPoint,
  type StoredTransaction,
  type TransactionRange,
  transactionSeq,
  transactionsTouching,
} from '../store/history.ts';
import type { SanityMutation } from '../store/mutations.ts';
import { BadRequest, dataHandler, idsParam } from './http.ts';

/** The path's ids, each a valid document id. */
function documentIds(c: Context): string[] {
  const ids = idsParam(c);
  if (ids.length === 0) throw new BadRequest('Give at least one document ID');
  const malformed = ids.find((id) => !isValidDocumentId(id));
  if (malformed !== undefined) throw new BadRequest(`Malformed document ID: "${malformed}"`);
  return ids;
}

/** An ISO timestamp as the store writes them, or a BadRequest naming the parameter. */
export function timeParam(search: URLSearchParams, name: string): string | undefined {
  const raw = search.get(name);
  if (raw === null || raw === '') return undefined;
  const time = new Date(raw);
  if (Number.isNaN(time.getTime())) throw new BadRequest(`"${name}" must be a date and time, got "${raw}"`);
  return time.toISOString();
}

/** A positive whole number, or a BadRequest naming the parameter. */
export function limitParam(search: URLSearchParams, name = 'limit'): number | undefined {
  const raw = search.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new BadRequest(`"${name}" must be a positive whole number, got "${raw}"`);
  }
  return Number(raw);
}

const flag = (search: URLSearchParams, name: string) => search.get(name) === 'true';

function historyPoint(search: URLSearchParams): HistoryPoint | undefined {
  const revision = search.get('revision') || undefined;
  const time = timeParam(search, 'time');
  const lastRevision = flag(search, 'lastRevision');
  if ([revision, time, lastRevision || undefined].filter((given) => given !== undefined).length > 1) {
    throw new BadRequest('Give only one of "revision", "time" and "lastRevision"');
  }
  if (revision) return { revision };
  if (time) return { time };
  return lastRevision ? { lastRevision: true } : undefined;
}

/** A mutation without the document content it carries: what `excludeContent` asks for. */
function withoutContent(mutation: SanityMutation): SanityMutation {
  const [[kind, body]] = Object.entries(mutation) as [[string, Record<string, unknown>]];
  if (kind === 'patch' || kind === 'delete') {
    return {
      [kind]: { ...(body.id !== undefined ? { id: body.id } : { query: body.query }) },
    } as SanityMutation;
  }
  return { [kind]: { _id: body._id, _type: body._type } } as SanityMutation;
}

type TransactionOptions = {
  ids: string[];
  mendoza: boolean;
  excludeContent: boolean;
  excludeMutations: boolean;
  identifiedOnly: boolean;
};

function transactionLine(transaction: StoredTransaction, options: TransactionOptions): string {
  const changes = options.identifiedOnly
    ? transaction.changes.filter((change) => options.ids.includes(change.id))
    : transaction.changes;
  const mutations = options.excludeContent
    ? transaction.mutations.map(withoutContent)
    : transaction.mutations;
  return JSON.stringify({
    id: transaction.id,
    timestamp: transaction.timestamp,
    author: transaction.author,
    documentIDs: changes.map((change) => change.id),
    ...(options.mendoza
      ? {
          effects: Object.fromEntries(
            changes.map((change) => [change.id, effectsOf(change.before, change.after)]),
          ),
        }
      : {}),
    ...(options.excludeMutations ? {} : { mutations }),
  });
}

/** A `fromTransaction`/`toTransaction` bound as a store order; unknown ids are refused. */
function transactionBound(lake: ContentLake, search: URLSearchParams, name: string): number | undefined {
  const id = search.get(name);
  if (!id) return undefined;
  const seq = transactionSeq(lake.database, id);
  if (seq === undefined) throw new BadRequest(`Transaction "${id}" given as "${name}" was not found`);
  return seq;
}

function readTransactions(c: Context, lake: ContentLake): string {
  const search = new URL(c.req.url).searchParams;
  const ids = documentIds(c);
  const effectFormat = search.get('effectFormat');
  if (effectFormat !== null && effectFormat !== 'mendoza') {
    throw new BadRequest(`Unknown effectFormat "${effectFormat}": use mendoza`);
  }
  const bounds = {
    fromSeq: transactionBound(lake, search, 'fromTransaction'),
    toSeq: transactionBound(lake, search, 'toTransaction'),
    fromTime: timeParam(search, 'fromTime'),
    toTime: timeParam(search, 'toTime'),
  };
  const range = Object.fromEntries(
    Object.entries(bounds).filter(([, value]) => value !== undefined),
  ) as TransactionRange;
  const limit = limitParam(search);
  let transactions = transactionsTouching(lake.database, ids, range);
  if (flag(search, 'reverse')) transactions.reverse();
  if (limit !== undefined) transactions = transactions.slice(0, limit);
  const options: TransactionOptions = {
    ids,
    mendoza: effectFormat === 'mendoza',
    excludeContent: flag(search, 'excludeContent'),
    excludeMutations: flag(search, 'excludeMutations'),
    identifiedOnly: flag(search, 'includeIdentifiedDocumentsOnly'),
  };
  return transactions.map((transaction) => `${transactionLine(transaction, options)}\n`).join('');
}

export function addHistoryRoute(app: Hono, lake: ContentLake): void {
  app.get(
    '/:apiVersion/data/history/:dataset/documents/:ids',
    dataHandler(
      lake,
      (c) => {
        const ids = documentIds(c);
        const point = historyPoint(new URL(c.req.url).searchParams);
        const documents: SanityDocument[] = point
          ? documentsAt(lake.database, ids, point)
          : ids.flatMap((id) => lake.get(id) ?? []);
        return c.json({ documents });
      },
      { editorOnly: true },
    ),
  );

  app.get(
    '/:apiVersion/data/history/:dataset/transactions/:ids',
    dataHandler(
      lake,
      (c) => {
        const body = readTransactions(c, lake);
        c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
        return c.body(body);
      },
      { editorOnly: true },
    ),
  );
}
