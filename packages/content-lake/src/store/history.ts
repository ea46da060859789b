// Reads the store's history: every transaction with the state of each document it touched (the
// `revisions` table holds the state after; the state before is the document's previous revision).
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { SanityDocument } from './documents.ts';
import type { SanityMutation } from './mutations.ts';

/** One document's state before and after a stored transaction (null: absent). */
export type StoredChange = { id: string; before: SanityDocument | null; after: SanityDocument | null };

export type StoredTransaction = {
  seq: number;
  id: string;
  timestamp: string;
  author: string;
  mutations: SanityMutation[];
  changes: StoredChange[];
};

/** Which transactions to read, by store order (`seq`) and time, both bounds inclusive. */
export type TransactionRange = { fromSeq?: number; toSeq?: number; fromTime?: string; toTime?: string };

/** A point in a document's history: after a transaction, at a time, or its last existing state. */
export type HistoryPoint = { revision: string } | { time: string } | { lastRevision: true };

type TransactionRow = { seq: number; id: string; timestamp: string; author: string; mutations: string };
type ChangeRow = { document_id: string; seq: number; body: string | null; before: string | null };

const parse = (body: string | null) => (body === null ? null : (JSON.parse(body) as SanityDocument));

/** The store order of a transaction, or undefined when there is no such transaction. */
export function transactionSeq(database: DatabaseSync, id: string): number | undefined {
  const row = database.prepare('SELECT seq FROM transactions WHERE id = ?').get(id) as
    | { seq: number }
    | undefined;
  return row?.seq;
}

/** The last transaction at or before `time` (an ISO timestamp), or 0 when the store is younger. */
function seqAtTime(database: DatabaseSync, time: string): number {
  const row = database.prepare('SELECT MAX(seq) AS seq FROM transactions WHERE timestamp <= ?').get(time) as {
    seq: number | null;
  };
  return row.seq ?? 0;
}

function withChanges(database: DatabaseSync, rows: TransactionRow[]): StoredTransaction[] {
  if (rows.length === 0) return [];
  const changes = new Map<number, StoredChange[]>(rows.map((row) => [row.seq, []]));
  const list = rows.map((row) => row.seq);
  // The state before is the same document's previous revision, found through the primary key.
  const changeRows = database
    .prepare(
      `SELECT r.document_id, r.seq, r.body,
         (SELECT p.body FROM revisions p WHERE p.document_id = r.document_id AND p.seq < r.seq
          ORDER BY p.seq DESC LIMIT 1) AS before
       FROM revisions r WHERE r.seq IN (${list.map(() => '?').join(',')}) ORDER BY r.seq, r.document_id`,
    )
    .all(...list) as ChangeRow[];
  for (const row of changeRows) {
    changes.get(row.seq)?.push({ id: row.document_id, before: parse(row.before), after: parse(row.body) });
  }
  return rows.map((row) => ({
    seq: row.seq,
    id: row.id,
    timestamp: row.timestamp,
    author: row.author,
    mutations: JSON.parse(row.mutations) as SanityMutation[],
    changes: changes.get(row.seq) ?? [],
  }));
}

/** The transactions that touched any of `ids`, oldest first, within `range`. */
export function transactionsTouching(
  database: DatabaseSync,
  ids: string[],
  range: TransactionRange = {},
): StoredTransaction[] {
  if (ids.length === 0) return [];
  const conditions = [
    `seq IN (SELECT seq FROM revisions WHERE document_id IN (${ids.map(() => '?').join(',')}))`,
  ];
  const args: SQLInputValue[] = [...ids];
  const bounds: [keyof TransactionRange, string][] = [
    ['fromSeq', 'seq >= ?'],
    ['toSeq', 'seq <= ?'],
    ['fromTime', 'timestamp >= ?'],
    ['toTime', 'timestamp <= ?'],
  ];
  for (const [key, condition] of bounds) {
    if (range[key] === undefined) continue;
    conditions.push(condition);
    args.push(range[key]);
  }
  const rows = database
    .prepare(`SELECT * FROM transactions WHERE ${conditions.join(' AND ')} ORDER BY seq`)
    .all(...args) as TransactionRow[];
  return withChanges(database, rows);
}

/** Every transaction committed after `seq`, oldest first. */
export function transactionsAfter(database: DatabaseSync, seq: number): StoredTransaction[] {
  const rows = database.prepare('SELECT * FROM transactions WHERE seq > ? ORDER BY seq').all(seq);
  return withChanges(database, rows as TransactionRow[]);
}

/**
 * The documents among `ids` as they were at `point`; absent ones (not yet created, deleted, or an
 * unknown revision) are left out.
 */
export function documentsAt(database: DatabaseSync, ids: string[], point: HistoryPoint): SanityDocument[] {
  if ('lastRevision' in point) {
    const last = database.prepare(
      'SELECT body FROM revisions WHERE document_id = ? AND body IS NOT NULL ORDER BY seq DESC LIMIT 1',
    );
    return ids.flatMap((id) => {
      const row = last.get(id) as { body: string } | undefined;
      return row ? [JSON.parse(row.body) as SanityDocument] : [];
    });
  }
  const seq =
    'revision' in point ? transactionSeq(database, point.revision) : seqAtTime(database, point.time);
  if (!seq) return [];
  const at = database.prepare(
    'SELECT body FROM revisions WHERE document_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
  );
  return ids.flatMap((id) => {
    const document = parse((at.get(id, seq) as { body: string | null } | undefined)?.body ?? null);
    return document ? [document] : [];
  });
}
