// Vitest's global setup for the functions' tests: one throwaway PostgreSQL cluster for the run (Debian's
// PostgreSQL 15, as in the schedule's suite), with the migrations applied once to a template database that
// each test file copies (`create database … template`, tens of milliseconds). An embedded PGlite per file
// took over a second and half a gigabyte of fresh memory to load (decision 039). The local stack's PGlite
// is still tested: local/migrations.test.ts, _shared/database.test.ts and every suite that runs the stack.
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../_shared/database.ts';
import { createLocalStackDatabase, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's cluster, as its superuser in its `postgres` database. */
    postgresUrl: string;
  }
}

/** The database every test database is copied from. */
export const TEMPLATE_DATABASE = 'migrated';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster({ cron: false });
  try {
    const admin = connectDatabase(cluster.url, { max: 1 });
    await createLocalStackDatabase(admin, cluster.url, TEMPLATE_DATABASE).finally(() =>
      admin.end({ timeout: 1 }),
    );
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
