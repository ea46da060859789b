// The store's SQLite file (node:sqlite, WAL): current documents, and every transaction with the state of
// each document it touched, which the history endpoints read. See docs/decisions/017-content-lake-store.md.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const databaseFileName = 'content-lake.sqlite';

const schema = `
  CREATE TABLE IF NOT EXISTS documents (id TEXT PRIMARY KEY, body TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS transactions (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    timestamp TEXT NOT NULL,
    author TEXT NOT NULL,
    mutations TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS revisions (
    document_id TEXT NOT NULL,
    seq INTEGER NOT NULL REFERENCES transactions (seq),
    previous_rev TEXT,
    body TEXT,
    PRIMARY KEY (document_id, seq)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS revisions_by_seq ON revisions (seq);
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
`;

/** Opens (creating when needed) the store in `dataDir`, or an in-memory one when none is given. */
export function openDatabase(dataDir: string | undefined): DatabaseSync {
  let location = ':memory:';
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    location = join(dataDir, databaseFileName);
  }
  const database = new DatabaseSync(location);
  // WAL + synchronous=FULL: a transaction is on disk before it is acknowledged, and a crash mid-write
  // leaves the previous state.
  database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  database.exec(schema);
  return database;
}

/** Runs `work` in one SQLite transaction: all of it is written, or none. */
export function inTransaction<T>(database: DatabaseSync, work: () => T): T {
  database.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    database.exec('COMMIT');
    return result;
  } catch (error) {
    database.exec('ROLLBACK');
    throw error;
  }
}
