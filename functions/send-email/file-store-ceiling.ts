import type { Sql } from '../_shared/database.ts';

/**
 * The counters of one client's and one neighbourhood's file bytes in `public.file_store_usage`
 * (migrations 20261129100000 and 20261129140000).
 */
const clientScope = (clientHash: string) => `client:${clientHash}`;
const neighbourhoodScope = (neighbourhoodHash: string) => `neighbourhood:${neighbourhoodHash}`;

/** The counter of `scope`, locked (a row lock held until `tx` ends); 0 when there is none yet. */
async function lockedBytes(tx: Sql, scope: string): Promise<number> {
  await tx`insert into public.file_store_usage (scope, bytes) values (${scope}, 0) on conflict (scope) do nothing`;
  const [row] = await tx<{ bytes: string }[]>`
    select bytes from public.file_store_usage where scope = ${scope} for update`;
  return Number(row?.bytes ?? 0);
}

/**
 * The file bytes counted now, in all, of one client and of its neighbourhood (an IPv6 /48, an IPv4 /24;
 * `public.file_store_usage`, kept by triggers on the file rows): the files kept in Postgres (quotes that
 * sent them base64), the photos granted in storage while their tokens can write, and the photos that
 * arrived, at Storage's own size (decision 057). The client's counter is locked, then its
 * neighbourhood's (the triggers' order: 'client:…' before 'neighbourhood:…'), each until `tx` ends, so
 * one client's and one neighbourhood's requests are counted in turn; the store's is read as it stands,
 * never a sum over the files and never one lock for every request.
 */
export async function fileStoreUsage(
  tx: Sql,
  input: { clientHash: string | undefined; neighbourhoodHash?: string | undefined },
): Promise<{ store: number; client: number; neighbourhood: number }> {
  const client = input.clientHash ? await lockedBytes(tx, clientScope(input.clientHash)) : 0;
  const neighbourhood = input.neighbourhoodHash
    ? await lockedBytes(tx, neighbourhoodScope(input.neighbourhoodHash))
    : 0;
  const [store] = await tx<{ bytes: string }[]>`
    select bytes from public.file_store_usage where scope = 'store'`;
  return { store: Number(store?.bytes ?? 0), client, neighbourhood };
}

/** The ceilings `bytes` more of files are held to; 0 turns one off. */
export type FileCeilings = {
  /** FILE_STORE_MAX_BYTES. */
  storeMaxBytes: number;
  /** FILE_STORE_CLIENT_MAX_BYTES, for a client named by its hash. */
  clientShare: number;
  /** FILE_STORE_CLIENT_MAX_BYTES × RATE_LIMIT_NEIGHBOURHOOD_FACTOR (`neighbourhoodShare`). */
  neighbourhoodShare?: number | undefined;
};

/** A neighbourhood's share of the file store: `factor` clients' (decision 054); 0 (off) with factor 0. */
export const neighbourhoodShare = (clientShare: number, factor: number) =>
  clientShare > 0 && factor > 0 ? clientShare * factor : 0;

/** Whether `bytes` more fit what `used` counts under every ceiling. */
export function fitsUsage(
  used: { store: number; client: number; neighbourhood: number },
  bytes: number,
  ceilings: FileCeilings,
): boolean {
  const under = (max: number, counted: number) => max <= 0 || counted + bytes <= max;
  return (
    under(ceilings.storeMaxBytes, used.store) &&
    under(ceilings.clientShare, used.client) &&
    under(ceilings.neighbourhoodShare ?? 0, used.neighbourhood)
  );
}

/**
 * Whether `bytes` more of files fit under FILE_STORE_MAX_BYTES (`storeMaxBytes`), under the client's
 * share (`clientShare`, FILE_STORE_CLIENT_MAX_BYTES) and under its neighbourhood's (`neighbourhoodShare`)
 * of what each still has counted; 0 turns any off. The counters stay locked until `tx` ends, so the
 * caller stores the files in the same transaction (their rows' triggers count them). Requests of
 * different clients at the same moment may together pass the store's ceiling by what they bring
 * (decision 057).
 */
export async function filesFit(
  tx: Sql,
  input: FileCeilings & {
    bytes: number;
    clientHash: string | undefined;
    neighbourhoodHash?: string | undefined;
  },
): Promise<boolean> {
  const used = await fileStoreUsage(tx, input);
  return fitsUsage(used, input.bytes, input);
}
