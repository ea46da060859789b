import type { Sql } from '../_shared/database.ts';

/** The counter of one client's file bytes in `public.file_store_usage` (migration 20261129100000). */
const clientScope = (clientHash: string) => `client:${clientHash}`;

/**
 * The file bytes counted now, in all and of one client (`public.file_store_usage`, kept by triggers on
 * the file rows): the files kept in Postgres (quotes that sent them base64), the photos granted in
 * storage while their tokens can write, and the photos that arrived, at Storage's own size (decision
 * 057). The client's counter is locked (a row lock, held until `tx` ends), so one client's requests
 * are counted in turn; the store's is read as it stands, never a sum over the files and never one lock
 * for every request.
 */
export async function fileStoreUsage(
  tx: Sql,
  input: { clientHash: string | undefined },
): Promise<{ store: number; client: number }> {
  let client = 0;
  if (input.clientHash) {
    const scope = clientScope(input.clientHash);
    await tx`insert into public.file_store_usage (scope, bytes) values (${scope}, 0) on conflict (scope) do nothing`;
    const [row] = await tx<{ bytes: string }[]>`
      select bytes from public.file_store_usage where scope = ${scope} for update`;
    client = Number(row?.bytes ?? 0);
  }
  const [store] = await tx<{ bytes: string }[]>`
    select bytes from public.file_store_usage where scope = 'store'`;
  return { store: Number(store?.bytes ?? 0), client };
}

/**
 * Whether `bytes` more of files fit under FILE_STORE_MAX_BYTES (`storeMaxBytes`) and under the client's
 * share (`clientShare`, FILE_STORE_CLIENT_MAX_BYTES) of what it still has counted; 0 turns either off.
 * The client's counter stays locked until `tx` ends, so the caller stores the files in the same
 * transaction (their rows' triggers count them). Requests of different clients at the same moment may
 * together pass the store's ceiling by what they bring (decision 057).
 */
export async function filesFit(
  tx: Sql,
  input: {
    bytes: number;
    storeMaxBytes: number;
    clientHash: string | undefined;
    clientShare: number;
  },
): Promise<boolean> {
  const used = await fileStoreUsage(tx, input);
  const fitsStore = input.storeMaxBytes <= 0 || used.store + input.bytes <= input.storeMaxBytes;
  const fitsShare = input.clientShare <= 0 || used.client + input.bytes <= input.clientShare;
  return fitsStore && fitsShare;
}
