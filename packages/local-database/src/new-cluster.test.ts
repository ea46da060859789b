import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDataDir } from './new-cluster.ts';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'new-cluster-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

it('keeps the first new cluster’s files and starts the next new data directory from them, each its own', async () => {
  const templates = join(root, 'templates');
  const first = await openDataDir(join(root, 'first'), templates);
  await first.exec('create table kept (note text); insert into kept values ($$first$$)');
  await first.close();
  expect((await readdir(templates)).filter((name) => name.endsWith('.tar'))).toHaveLength(1);

  // Made from the files: a working cluster without the first one's table.
  const second = await openDataDir(join(root, 'second'), templates);
  const tables = await second.query<{ n: number }>(
    "select count(*)::int as n from pg_tables where tablename = 'kept'",
  );
  expect(tables.rows[0]?.n).toBe(0);
  await second.exec('create table own (n int); insert into own values (2)');
  await second.close();

  // Each opens again with its own data, the template not read over it.
  const reopened = await openDataDir(join(root, 'first'), templates);
  expect((await reopened.query<{ note: string }>('select note from kept')).rows).toEqual([{ note: 'first' }]);
  await reopened.close();
  const again = await openDataDir(join(root, 'second'), templates);
  expect((await again.query<{ n: number }>('select n from own')).rows).toEqual([{ n: 2 }]);
  await again.close();
}, 120_000);
