import { query, type Sql } from '../_shared/database.ts';
import { isUuid } from '../_shared/uuid.ts';
import { createFilesToBucket } from './files-to-bucket.ts';
import type { QuoteStorage } from './quote-storage.ts';
import { createStorageRemovals, TOKEN_GRACE_MS } from './storage-removals.ts';
import { createUploadGrants } from './upload-grants.ts';

/** Leads whose Postgres-kept files one run moves: at most 40 MB through the function's memory, file by file. */
const MOVES_PER_RUN = 1;

/**
 * The scheduled run's clean-up of the quotes' photos in storage (issue 49, decision 057). Rows go first,
 * each queueing its object for removal in the same transaction (storage-removals.ts): grants no quote
 * claimed once their tokens expired and a grace passed, paths replaced in their grant likewise, and the
 * photos of quotes whose files expired (FILE_LINK_DAYS); a claimed photo that never came stops counting
 * then (one that came unrecorded is recorded at Storage's size). Then the queue is drained, and every
 * folder of the bucket, page by page, whose grant is gone is emptied (objects no row ever queued).
 * Then the files a quote sent base64 (kept in Postgres at its intake) leave Postgres for the bucket once
 * its notification went, as the deploy step moved the older ones (files-to-bucket.ts): those the
 * notification links to (those it carried are deleted when it went).
 */
export function createPhotoSweep(deps: { sql: Sql; storage: QuoteStorage }) {
  const { sql, storage } = deps;
  const removals = createStorageRemovals({ sql, storage });
  const grants = createUploadGrants(sql);

  /** Claimed photos whose tokens expired unused: recorded when they are there after all, else uncounted. */
  async function endReservations(lapsed: Date, now: Date): Promise<void> {
    const rows = await query(
      () => sql<{ grant_id: string; path: string }[]>`
        select grant_id, path from public.upload_files
        where arrived_at is null and counted_bytes > 0 and token_expires_at < ${lapsed}`,
    );
    const byGrant = new Map<string, string[]>();
    for (const row of rows) byGrant.set(row.grant_id, [...(byGrant.get(row.grant_id) ?? []), row.path]);
    for (const [grantId, paths] of byGrant) {
      const present = await storage.arrived(grantId);
      await grants.recordArrivals(
        grantId,
        paths.flatMap((path) => {
          const bytes = present.get(path);
          return bytes === undefined ? [] : [{ path, bytes }];
        }),
        now,
      );
      await query(
        () => sql`update public.upload_files set counted_bytes = 0
          where grant_id = ${grantId} and arrived_at is null and token_expires_at < ${lapsed}`,
      );
    }
  }

  /** Every folder at the bucket's root whose grant is gone, emptied; the objects removed. */
  async function emptyOrphanFolders(): Promise<number> {
    // Every page read before any folder is emptied: emptying one shifts the pages after it.
    const orphans: string[] = [];
    // Folders first: a grant is stored before its first photo goes up, so every folder listed has its
    // grant among those read after.
    for await (const page of storage.folders()) {
      // A grant's folder is its id: anything else at the bucket's root is no folder of ours.
      const folders = page.filter((folder) => isUuid(folder));
      if (!folders.length) continue;
      const kept = new Set(
        (
          await query(
            () =>
              sql<{ id: string }[]>`select id from public.upload_grants where id = any(${folders}::uuid[])`,
          )
        ).map((row) => row.id),
      );
      orphans.push(...folders.filter((each) => !kept.has(each)));
    }
    let removed = 0;
    for (const folder of orphans) {
      const paths = [...(await storage.arrived(folder)).keys()];
      await storage.remove(paths);
      removed += paths.length;
    }
    return removed;
  }

  return async function sweepPhotos(now: Date): Promise<number> {
    const lapsed = new Date(now.getTime() - TOKEN_GRACE_MS);
    await query(
      () => sql`delete from public.upload_grants where submission_id is null and expires_at < ${lapsed}`,
    );
    await query(() => sql`delete from public.upload_replaced_files where token_expires_at < ${lapsed}`);
    await query(
      () => sql`delete from public.upload_files f using public.upload_grants g, public.form_submissions s
        where f.grant_id = g.id and s.id = g.submission_id and s.files_expire_at < ${now}`,
    );
    let removed = await removals.drain(now);
    await endReservations(lapsed, now);
    // A client's counter that counts nothing is forgotten (it names the client by its keyed hash).
    await query(() => sql`delete from public.file_store_usage where scope <> 'store' and bytes = 0`);
    removed += await emptyOrphanFolders();
    const delivered = await query(
      () => sql<{ id: string }[]>`
        select distinct a.submission_id as id from public.submission_attachments a
        join public.form_submissions s on s.id = a.submission_id
        where s.notification_id is not null limit ${MOVES_PER_RUN}`,
    );
    const bucket = createFilesToBucket({ sql, storage, clock: { now: () => now.getTime() } });
    for (const { id } of delivered) await bucket.move(id);
    return removed;
  };
}
