// Vitest's global setup for the functions' unit tests: the migrations applied once per run to a new
// database, dumped to a file each test database loads instead of making and migrating its own (a file's
// start went from 4–5 s to under 2 s; decision 039). local/migrations.test.ts still migrates from nothing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedDataDir } from '@nordkyst/local-database';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from './migrations-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated data directory's file (an uncompressed tar from PGlite's dumpDataDir). */
    migratedDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'functions-migrated-'));
  const file = join(dir, 'pgdata.tar');
  await writeFile(file, Buffer.from(await (await migratedDataDir(MIGRATIONS_DIR)).arrayBuffer()));
  project.provide('migratedDataDir', file);
  return () => rm(dir, { recursive: true, force: true });
}
