// The quote-files bucket's migration: its values are the TypeScript definition's, it creates and
// updates the bucket where Storage's schema exists, and does nothing where it does not.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_FILES_BUCKET } from '../../_shared/quote-files-bucket.ts';
import { MIGRATIONS_DIR, testDatabase } from '../../test-support/database.ts';

const file = join(MIGRATIONS_DIR, '20261128130000_quote_files_bucket.sql');

/** The inserted row, read from the SQL text: `values ('<id>', '<name>', <public>, <limit>, array[...])`. */
function insertedRow(sql: string) {
  const match =
    /values\s*\(\s*'([^']+)',\s*'([^']+)',\s*(true|false),\s*(\d+),\s*array\[([^\]]*)\]\s*\)/i.exec(sql);
  if (!match) throw new Error('no values (...) in the migration');
  const [, id, name, isPublic, limit, types = ''] = match;
  return {
    id,
    name,
    public: isPublic === 'true',
    fileSizeLimit: Number(limit),
    allowedMimeTypes: [...types.matchAll(/'([^']+)'/g)].map((found) => found[1]),
  };
}

let db: Awaited<ReturnType<typeof testDatabase>>;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db?.close());

describe('20261128130000_quote_files_bucket.sql', () => {
  it('creates the bucket with the definition of _shared/quote-files-bucket.ts', async () => {
    const { name, ...row } = insertedRow(await readFile(file, 'utf8'));
    expect(name).toBe(QUOTE_FILES_BUCKET.id);
    expect(row).toEqual({
      ...QUOTE_FILES_BUCKET,
      allowedMimeTypes: [...QUOTE_FILES_BUCKET.allowedMimeTypes],
    });
  });

  it('did nothing on the embedded Postgres, which has no storage schema', async () => {
    const [row] = await db.sql`select to_regnamespace('storage') as schema`;
    expect(row?.schema).toBeNull();
  });

  it("where Storage's schema exists, creates the bucket and sets its limits back when run again", async () => {
    await db.sql`create schema storage`;
    await db.sql`create table storage.buckets (
      id text primary key, name text not null unique, public boolean default false,
      file_size_limit bigint, allowed_mime_types text[]
    )`;
    const migration = await readFile(file, 'utf8');
    await db.sql.unsafe(migration);
    await db.sql`update storage.buckets set public = true, file_size_limit = 1, allowed_mime_types = null`;
    await db.sql.unsafe(migration);
    const rows =
      await db.sql`select id, name, public, file_size_limit::int as limit, allowed_mime_types as types
      from storage.buckets`;
    expect(rows).toEqual([
      {
        id: 'quote-files',
        name: 'quote-files',
        public: false,
        limit: QUOTE_FILES_BUCKET.fileSizeLimit,
        types: [...QUOTE_FILES_BUCKET.allowedMimeTypes],
      },
    ]);
  });
});
