import type { Sql } from '../_shared/database.ts';

/** The transaction lock under which a base64 quote's files are counted against BYTEA_STORE_MAX_BYTES. */
const BYTEA_STORE_LOCK = 25_003;

/**
 * Whether `bytes` more of a base64 quote's files fit under BYTEA_STORE_MAX_BYTES (`maxBytes`; 0: no
 * ceiling) in Postgres (`submission_attachments`, decision 058): they wait there only until their
 * notification went or the scheduled run moved them to the bucket, so a small ceiling of their own keeps
 * them from filling the database. Counted under a lock only base64 quotes take (a grant never does),
 * held until `tx` ends, so two such quotes cannot pass it together.
 */
export async function byteaFits(tx: Sql, bytes: number, maxBytes: number): Promise<boolean> {
  if (maxBytes <= 0) return true;
  await tx`select pg_advisory_xact_lock(${BYTEA_STORE_LOCK})`;
  const [row] = await tx<{ bytes: string }[]>`
    select coalesce(sum(size), 0)::bigint as bytes from public.submission_attachments`;
  return Number(row?.bytes ?? 0) + bytes <= maxBytes;
}
