import { query, type Sql } from '../_shared/database.ts';
import type { QuoteStorage } from './quote-storage.ts';

/** A grant no quote claimed is forgotten, its photos deleted, after this long (the privacy text says a day). */
export const UNCLAIMED_GRANT_MS = 24 * 60 * 60 * 1000;
/** Folders one run looks at, at most: a run stays within the function's time. */
const FOLDERS_PER_RUN = 200;

/**
 * The scheduled run's clean-up of the quotes' photos in storage (issue 49): grants no quote claimed
 * within a day, the photos of quotes whose files expired (FILE_LINK_DAYS), and folders whose grant is
 * gone (a quote deleted by retention or erased, which takes its grant with it).
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
    return paths.length;
  };
}
