import type { Sql } from '../_shared/database.ts';

/** The key of the transaction lock under which files are counted against the ceiling and stored. */
const FILE_STORE_LOCK = 25_001;

/**
 * Whether `bytes` more of files fit under FILE_STORE_MAX_BYTES (`storeMaxBytes`) and under the client's
 * share (`clientShare`, FILE_STORE_CLIENT_MAX_BYTES) of what it still has stored; 0 turns either off.
 * Counted under a transaction lock held until `tx` ends, so the caller stores the files in the same
 * transaction and concurrent submissions cannot pass either together.
 */
export async function filesFit(
  tx: Sql,
  input: { bytes: number; storeMaxBytes: number; clientHash: string | undefined; clientShare: number },
): Promise<boolean> {
  await tx`select pg_advisory_xact_lock(${FILE_STORE_LOCK})`;
  const [row] = await tx<{ stored: string; client: string }[]>`
    select coalesce(sum(a.size), 0)::bigint as stored,
      coalesce(sum(a.size) filter (where s.client_hash = ${input.clientHash ?? null}), 0)::bigint as client
    from public.submission_attachments a join public.form_submissions s on s.id = a.submission_id`;
  const fitsStore = input.storeMaxBytes <= 0 || Number(row?.stored ?? 0) + input.bytes <= input.storeMaxBytes;
  const fitsShare = input.clientShare <= 0 || Number(row?.client ?? 0) + input.bytes <= input.clientShare;
  return fitsStore && fitsShare;
}
