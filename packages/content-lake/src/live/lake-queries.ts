// One query runner and one set of sync tags per lake, shared by every server that carries its data API
// (the plain port and the Studio's), so a tag handed out by one is announced by both.
import type { ContentLake } from '../store/content-lake.ts';
import { createQueryRunner, type QueryRunner } from '../store/run-query.ts';
import { createSyncTags, type SyncTags } from './sync-tags.ts';

export type LakeQueries = { runQuery: QueryRunner; syncTags: SyncTags };

const perLake = new WeakMap<ContentLake, LakeQueries>();

export function lakeQueries(lake: ContentLake): LakeQueries {
  let queries = perLake.get(lake);
  if (!queries) {
    const runQuery = createQueryRunner(lake);
    queries = { runQuery, syncTags: createSyncTags(lake, runQuery) };
    perLake.set(lake, queries);
  }
  return queries;
}
