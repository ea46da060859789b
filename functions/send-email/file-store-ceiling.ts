import type { Sql } from '../_shared/database.ts';

/**
 * The key of the transaction lock under which files are counted against the ceilings and then stored
 * or granted: one lock for both ways a file comes in, so a base64 quote and a photo grant cannot pass a
 * ceiling together.
 */
export const FILE_STORE_LOCK = 25_001;

/**
 * The file bytes stored or granted now, in all and of one client: the files kept in Postgres (quotes that
 * sent them base64) and the photos granted in storage (issue 49), a grant left out (its own, when it
 * grows). Takes the lock first, held until `tx` ends.
 */
export async function fileStoreUsage(
  tx: Sql,
  input: { clientHash: string | undefined; exceptGrant?: string | undefined },
): Promise<{ store: number; client: number }> {
  await tx`select pg_advisory_xact_lock(${FILE_STORE_LOCK})`;
  const client = input.clientHash ?? null;
  const [row] = await tx<{ store: string; client: string }[]>`
    select sum(bytes)::bigint as store, coalesce(sum(bytes) filter (where client_hash = ${client}), 0)::bigint as client
    from (
      select a.size::bigint as bytes, s.client_hash
      from public.submission_attachments a join public.form_submissions s on s.id = a.submission_id
      union all
      select f.size, g.client_hash
      from public.upload_files f join public.upload_grants g on g.id = f.grant_id
      where g.id is distinct from ${input.exceptGrant ?? null}::uuid
    ) files`;
  return { store: Number(row?.store ?? 0), client: Number(row?.client ?? 0) };
}

/**
 * Whether `bytes` more of files fit under FILE_STORE_MAX_BYTES (`storeMaxBytes`) and under the client's
 * share (`clientShare`, FILE_STORE_CLIENT_MAX_BYTES) of what it still has stored; 0 turns either off.
 * Counted under the lock, held until `tx` ends, so the caller stores the files in the same transaction.
 */
export async function filesFit(
  tx: Sql,
  input: {
    bytes: number;
    storeMaxBytes: number;
    clientHash: string | undefined;
    clientShare: number;
    exceptGrant?: string | undefined;
  },
): Promise<boolean> {
  const used = await fileStoreUsage(tx, input);
  const fitsStore = input.storeMaxBytes <= 0 || used.store + input.bytes <= input.storeMaxBytes;
  const fitsShare = input.clientShare <= 0 || used.client + input.bytes <= input.clientShare;
  return fitsStore && fitsShare;
}
