import { query, type Sql } from '../_shared/database.ts';
import { createFilesToBucket } from './files-to-bucket.ts';
import type { QuoteStorage } from './quote-storage.ts';

/** A grant no quote claimed is forgotten, its photos deleted, after this long (the privacy text says a day). */
export const UNCLAIMED_GRANT_MS = 24 * 60 * 60 * 1000;
/** Folders one run looks at, at most: a run stays within the function's time. */
const FOLDERS_PER_RUN = 200;
/** Leads whose Postgres-kept files one run moves: at most 40 MB through the function's memory, file by file. */
const MOVES_PER_RUN = 1;

/**
 * The scheduled run's clean-up of the quotes' photos in storage (issue 49): grants no quote claimed
 * within a day, the photos of quotes whose files expired (FILE_LINK_DAYS), and folders whose grant is
 * gone (a quote deleted by retention or erased, which takes its grant with it). Then the files a quote
 * sent base64 (kept in Postgres at its intake) leave Postgres for the bucket once its notification went,
 * as the deploy step moved the older ones (files-to-bucket.ts): those the notification links to (those it
 * carried are deleted when it went).
 */
export function createPhotoSweep(deps: { sql: Sql; storage: QuoteStorage }) {
  const { sql, storage } = deps;
  return async function sweepPhotos(now: Date): Promise<number> {
    const unclaimed = await query(
      () => sql<{ id: string }[]>`
        delete from public.upload_grants
        where submission_id is null and created_at < ${new Date(now.getTime() - UNCLAIMED_GRANT_MS)}
        returning id`,
    );
    const expired = await query(
      () => sql<{ path: string }[]>`
        delete from public.upload_files f using public.upload_grants g, public.form_submissions s
        where f.grant_id = g.id and s.id = g.submission_id and s.files_expire_at < ${now}
        returning f.path`,
    );
    // Folders first: a grant is stored before its first photo goes up, so every folder listed has its
    // grant among those read after.
    const folders = await storage.folders(FOLDERS_PER_RUN);
    const kept = new Set(
      (await query(() => sql<{ id: string }[]>`select id from public.upload_grants`)).map((row) => row.id),
    );
    const gone = folders.filter((folder) => !kept.has(folder));
    const paths = expired.map((row) => row.path);
    for (const folder of new Set([...gone, ...unclaimed.map((row) => row.id)]))
      paths.push(...(await storage.arrived(folder)).keys());
    await storage.remove(paths);
    const delivered = await query(
      () => sql<{ id: string }[]>`
        select distinct a.submission_id as id from public.submission_attachments a
        join public.form_submissions s on s.id = a.submission_id
        where s.notification_id is not null limit ${MOVES_PER_RUN}`,
    );
    const bucket = createFilesToBucket({ sql, storage, clock: { now: () => now.getTime() } });
    for (const { id } of delivered) await bucket.move(id);
    return paths.length;
  };
}
