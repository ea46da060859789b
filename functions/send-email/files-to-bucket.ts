import type { Clock } from '../_shared/clock.ts';
import { query, type Sql } from '../_shared/database.ts';
import type { QuoteStorage } from './quote-storage.ts';
import { uploadPath } from './upload-grants.ts';

/** A lead's file that left Postgres for the bucket: its place in the lead, its path, its bytes. */
export type MovedFile = { position: number; path: string; filename: string; size: number };

type KeptFile = { position: number; filename: string; type: string; size: number };

/** The challenge signature of the grant a lead's moved files are under: no solved challenge has it. */
export const movedSignature = (submissionId: string) => `moved:${submissionId}`;

/**
 * A stored lead's files moved from `public.submission_attachments` (bytea) into the bucket (issue 49),
 * as if its visitor had uploaded them: a grant claimed by the lead, one `upload_files` row a file, and
 * the path on the lead's `files` entry, so delivery, Henvendelser, expiry and erasure treat them as
 * photos in storage.
 */
export function createFilesToBucket(deps: { sql: Sql; storage: QuoteStorage; clock: Clock }) {
  const { sql, storage, clock } = deps;

  /**
   * The lead's grant with a path for each file, stored before any byte goes up: a move run again (after
   * a crash, say) finds the same paths and overwrites its objects, never adds a second. The grant is
   * claimed at once, so the sweep of unclaimed grants and of folders without one leaves it alone.
   */
  async function plan(submissionId: string, files: KeptFile[]) {
    return query(() =>
      sql.begin(async (transaction) => {
        const tx = transaction as unknown as Sql;
        const signature = movedSignature(submissionId);
        // Dated as the lead: the client's share counts a day's grants, and these are no new upload.
        await tx`insert into public.upload_grants
            (challenge_signature, idempotency_key, created_at, expires_at, submission_id)
          select ${signature}, s.idempotency_key, s.created_at, ${new Date(clock.now())}, s.id
          from public.form_submissions s where s.id = ${submissionId}
          on conflict (challenge_signature) do nothing`;
        const [grant] = await tx<{ id: string }[]>`
          select id from public.upload_grants where challenge_signature = ${signature}`;
        if (!grant) throw new Error(`lead ${submissionId} is gone`);
        for (const file of files)
          await tx`insert into public.upload_files (grant_id, position, path, filename, type, size)
            values (${grant.id}, ${file.position}, ${uploadPath(grant.id, file.position, file.filename)},
              ${file.filename}, ${file.type}, ${file.size})
            on conflict (grant_id, position) do nothing`;
        const rows = await tx<{ position: number; path: string }[]>`
          select position, path from public.upload_files where grant_id = ${grant.id}`;
        return { grantId: grant.id, paths: new Map(rows.map((row) => [row.position, row.path])) };
      }),
    );
  }

  return {
    /** Leads with files in Postgres, by id after `after` (none: from the first), at most `limit`. */
    async leadsWithStoredFiles(after: string | undefined, limit: number): Promise<string[]> {
      const rows = await query(
        () => sql<{ id: string }[]>`
          select distinct submission_id as id from public.submission_attachments
          where ${after ?? null}::uuid is null or submission_id > ${after ?? null}::uuid
          order by id limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Moves the lead's files kept in Postgres into the bucket: every file uploaded first (one at a time,
     * with the service role), then in one transaction marked arrived, named by its path on the lead, and
     * its bytes deleted. A file delivered and deleted meanwhile is left out. None kept: nothing to do.
     */
    async move(submissionId: string): Promise<MovedFile[]> {
      const kept = await query(
        () => sql<(KeptFile & { listed: number })[]>`
          select a.position, a.filename, a.type, octet_length(a.content)::int as size,
            jsonb_array_length(s.files) as listed
          from public.submission_attachments a join public.form_submissions s on s.id = a.submission_id
          where a.submission_id = ${submissionId} order by a.position`,
      );
      const unlisted = kept.find((file) => file.position >= file.listed);
      if (unlisted)
        throw new Error(`lead ${submissionId}: its file ${unlisted.position} is not in its list of files`);
      if (!kept.length) return [];
      const { grantId, paths } = await plan(submissionId, kept);
      const moved: MovedFile[] = [];
      for (const file of kept) {
        const path = paths.get(file.position);
        if (!path) throw new Error(`lead ${submissionId}: no path planned for its file ${file.position}`);
        const [row] = await query(
          () => sql<{ content: Uint8Array }[]>`select content from public.submission_attachments
            where submission_id = ${submissionId} and position = ${file.position}`,
        );
        if (!row) continue;
        await storage.upload(path, row.content, file.type);
        moved.push({ position: file.position, path, filename: file.filename, size: file.size });
      }
      const positions = moved.map((file) => file.position);
      await query(() =>
        sql.begin(async (transaction) => {
          const tx = transaction as unknown as Sql;
          await tx`update public.upload_files set arrived_at = ${new Date(clock.now())}
            where grant_id = ${grantId} and position = any(${positions}::integer[])`;
          // Planned, never uploaded (delivered meanwhile): no row may name an object that is not there.
          await tx`delete from public.upload_files
            where grant_id = ${grantId} and position <> all(${positions}::integer[])`;
          await tx`update public.form_submissions s set files = (
              select jsonb_agg(case when f.path is null then e.file else e.file || jsonb_build_object('path', f.path) end
                order by e.n)
              from jsonb_array_elements(s.files) with ordinality as e (file, n)
              left join public.upload_files f on f.grant_id = ${grantId} and f.position = e.n - 1
            )
            where s.id = ${submissionId}`;
          await tx`delete from public.submission_attachments
            where submission_id = ${submissionId} and position = any(${positions}::integer[])`;
        }),
      );
      return moved;
    },
  };
}

export type FilesToBucket = ReturnType<typeof createFilesToBucket>;
