import { FILE_LIMITS } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';
import { fileStoreUsage, fitsUsage } from './file-store-ceiling.ts';

/**
 * Paths one grant (one solution) is ever handed: a quote's five photos and five more for photos picked
 * instead (decision 057). A path replaced keeps working until its token expires; the scheduled run
 * removes what it holds, so a solution keeps at most five photos in storage past the next run.
 */
export const MAX_GRANT_PATHS = 2 * FILE_LIMITS.maxFiles;

/** Open grants (unclaimed, their tokens working) one client may hold at once (decision 057). */
export const MAX_OPEN_GRANTS = 2;

/** Why a grant is not given: see `grant`. */
export type GrantRefusal = 'taken' | 'claimed' | 'full' | 'paths' | 'open';

/** A photo a grant lets a browser upload: its place in the quote, its path in the bucket, what it is. */
export type GrantedFile = {
  position: number;
  path: string;
  filename: string;
  type: string;
  size: number;
  arrivedAt: Date | null;
};

export type Grant = {
  id: string;
  challengeSignature: string;
  idempotencyKey: string;
  submissionId: string | null;
  files: GrantedFile[];
};

type FileRow = {
  position: number;
  path: string;
  filename: string;
  type: string;
  size: string | number;
  arrived_at: Date | null;
};

const fileOf = (row: FileRow): GrantedFile => ({
  position: row.position,
  path: row.path,
  filename: row.filename,
  type: row.type,
  size: Number(row.size),
  arrivedAt: row.arrived_at,
});

type WantedFile = { filename: string; type: string; size: number };

const sameFile = (file: GrantedFile, wanted: WantedFile | undefined) =>
  wanted !== undefined &&
  wanted.filename === file.filename &&
  wanted.size === file.size &&
  wanted.type === file.type;

/**
 * The photos picked (`wanted`, in order) against those the grant lists (`current`): each listed one
 * picked again keeps its path (at its own place when it is still there, else moved to where it now is),
 * each listed one no longer picked is replaced, and each picked one not listed is added at its place.
 */
export function matchFiles(current: readonly GrantedFile[], wanted: readonly WantedFile[]) {
  const unmatched = new Set(current);
  const kept: { path: string; from: number; to: number }[] = [];
  const added: (WantedFile & { position: number })[] = [];
  const take = (file: GrantedFile, to: number) => {
    unmatched.delete(file);
    kept.push({ path: file.path, from: file.position, to });
  };
  const open: number[] = [];
  wanted.forEach((file, position) => {
    const there = current.find((each) => each.position === position);
    if (there && sameFile(there, file)) take(there, position);
    else open.push(position);
  });
  for (const position of open) {
    const file = wanted[position] as WantedFile;
    const elsewhere = [...unmatched].find((each) => sameFile(each, file));
    if (elsewhere) take(elsewhere, position);
    else added.push({ ...file, position });
  }
  return { kept, replaced: [...unmatched], added };
}

/**
 * Where a photo goes in the bucket: its grant's folder, its place in the quote, a random part (a phone
 * names every photo `image.jpg`) and its name in letters storage takes, the extension kept.
 */
export function uploadPath(grantId: string, position: number, filename: string): string {
  const name =
    filename
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .toLowerCase()
      .slice(-80) || 'fil';
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `${grantId}/${position}-${random}-${name}`;
}

/** Another request stored the same solution's grant meanwhile: the grant is asked again, once. */
class GrantRaced extends Error {}

/** Upload grants (issue 49, `public.upload_grants` and `upload_files`): one per solved challenge. */
export function createUploadGrants(sql: Sql) {
  async function filesOf(db: Sql, grantId: string): Promise<GrantedFile[]> {
    const rows = await query(
      () => db<FileRow[]>`select position, path, filename, type, size, arrived_at
        from public.upload_files where grant_id = ${grantId} order by position`,
    );
    return rows.map(fileOf);
  }

  async function bySignature(db: Sql, signature: string): Promise<Grant | undefined> {
    const [row] = await query(
      () => db<{ id: string; idempotency_key: string; submission_id: string | null }[]>`
        select id, idempotency_key, submission_id from public.upload_grants
        where challenge_signature = ${signature}`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      challengeSignature: signature,
      idempotencyKey: row.idempotency_key,
      submissionId: row.submission_id,
      files: await filesOf(db, row.id),
    };
  }

  /** Paths the grant was ever handed: those it lists and those replaced, while their rows last. */
  async function pathsEver(db: Sql, grantId: string): Promise<number> {
    const [row] = await db<{ count: number }[]>`
      select (select count(*) from public.upload_files where grant_id = ${grantId})::int
        + (select count(*) from public.upload_replaced_files where grant_id = ${grantId})::int as count`;
    return row?.count ?? 0;
  }

  /** The client's grants no quote claimed whose tokens still work. */
  async function openGrants(db: Sql, clientHash: string, now: Date): Promise<number> {
    const [row] = await db<{ count: number }[]>`
      select count(*)::int as count from public.upload_grants
      where client_hash = ${clientHash} and submission_id is null and expires_at > ${now}`;
    return row?.count ?? 0;
  }

  return {
    bySignature: (signature: string) => bySignature(sql, signature),

    async byId(id: string): Promise<Grant | undefined> {
      const [row] = await query(
        () => sql<{ challenge_signature: string }[]>`
          select challenge_signature from public.upload_grants where id = ${id}`,
      );
      return row ? bySignature(sql, row.challenge_signature) : undefined;
    },

    /**
     * The grant of `signature` with `files` (every photo picked so far, in order) granted: a file the
     * grant already lists (same name, size and type) keeps its path wherever it now is in the list, its
     * token signed anew (`tokenExpiresAt`); others get `pathFor`'s. A path the grant no longer lists is
     * kept as a row of `upload_replaced_files` (its token works on), counted and removed from storage
     * until its token expired (decision 057). Under the client's counter's row lock: the new paths'
     * bytes against the ceilings (file-store-ceiling.ts), at most MAX_GRANT_PATHS paths a grant ever and
     * MAX_OPEN_GRANTS open grants a client. `taken`: the solution holds another key's grant; `claimed`:
     * its quote came; `full`: a ceiling would be passed; `paths`: the grant has had its paths;
     * `open`: the client holds its open grants.
     */
    async grant(input: {
      signature: string;
      idempotencyKey: string;
      clientHash: string | undefined;
      /** Its neighbourhood's (an IPv6 /48, an IPv4 /24; decision 054); undefined: not counted. */
      neighbourhoodHash?: string | undefined;
      now: Date;
      /** When the tokens signed now stop working (GRANT_MS on). */
      tokenExpiresAt: Date;
      files: { filename: string; type: string; size: number }[];
      pathFor: (grantId: string, position: number, filename: string) => string;
      storeMaxBytes: number;
      clientMaxBytes: number;
      /** The neighbourhood's share (`neighbourhoodShare`); 0: none. */
      neighbourhoodMaxBytes?: number | undefined;
    }): Promise<Grant | GrantRefusal> {
      const attempt = () =>
        sql.begin(async (transaction) => {
          const tx = transaction as unknown as Sql;
          // The client's counter first, then its neighbourhood's: one client's grants are counted in turn.
          const neighbourhoodHash = input.clientHash ? input.neighbourhoodHash : undefined;
          const usage = await fileStoreUsage(tx, { clientHash: input.clientHash, neighbourhoodHash });
          let grant = await bySignature(tx, input.signature);
          if (grant && grant.idempotencyKey !== input.idempotencyKey) return 'taken' as const;
          if (grant?.submissionId) return 'claimed' as const;
          const { kept, replaced, added } = matchFiles(grant?.files ?? [], input.files);
          const ever = grant ? await pathsEver(tx, grant.id) : 0;
          if (ever + added.length > MAX_GRANT_PATHS) return 'paths' as const;
          if (
            !grant &&
            input.clientHash &&
            (await openGrants(tx, input.clientHash, input.now)) >= MAX_OPEN_GRANTS
          )
            return 'open' as const;
          const bytes = added.reduce((sum, file) => sum + file.size, 0);
          const fits =
            bytes === 0 ||
            fitsUsage(usage, bytes, {
              storeMaxBytes: input.storeMaxBytes,
              clientShare: input.clientHash ? input.clientMaxBytes : 0,
              neighbourhoodShare: neighbourhoodHash ? input.neighbourhoodMaxBytes : 0,
            });
          if (!fits) return 'full' as const;
          if (!grant) {
            const [row] = await tx<{ id: string }[]>`
              insert into public.upload_grants
                (challenge_signature, idempotency_key, client_hash, neighbourhood_hash, created_at, expires_at)
              values (${input.signature}, ${input.idempotencyKey}, ${input.clientHash ?? null},
                ${neighbourhoodHash ?? null}, ${input.now}, ${input.tokenExpiresAt})
              on conflict (challenge_signature) do nothing
              returning id`;
            // The same solution asked at the same moment (without a client to count them in turn): it
            // is that request's grant, asked again, or another key's.
            if (!row) throw new GrantRaced();
            grant = {
              id: row.id,
              challengeSignature: input.signature,
              idempotencyKey: input.idempotencyKey,
              submissionId: null,
              files: [],
            };
          } else {
            await tx`update public.upload_grants set expires_at = ${input.tokenExpiresAt} where id = ${grant.id}`;
          }
          const grantId = grant.id;
          if (replaced.length) {
            const paths = replaced.map((file) => file.path);
            await tx`insert into public.upload_replaced_files
                (path, grant_id, client_hash, neighbourhood_hash, counted_bytes, token_expires_at, replaced_at)
              select path, grant_id, client_hash, neighbourhood_hash, counted_bytes,
                coalesce(token_expires_at, ${input.now}), ${input.now}
              from public.upload_files where grant_id = ${grantId} and path = any(${paths}::text[])`;
            // Its row leaves the grant's list, and its object is queued for removal (the migration's trigger).
            await tx`delete from public.upload_files where grant_id = ${grantId} and path = any(${paths}::text[])`;
          }
          // Kept files move to their new places through places of their own (-1..-5), never two at one.
          const moved = kept.filter((file) => file.from !== file.to);
          for (const file of moved)
            await tx`update public.upload_files set position = ${-1 - file.to}
              where grant_id = ${grantId} and position = ${file.from}`;
          for (const file of moved)
            await tx`update public.upload_files set position = ${file.to}
              where grant_id = ${grantId} and position = ${-1 - file.to}`;
          // Their tokens are signed anew: the reservation lasts as long.
          await tx`update public.upload_files set token_expires_at = ${input.tokenExpiresAt}
            where grant_id = ${grantId} and arrived_at is null`;
          for (const file of added)
            await tx`insert into public.upload_files
                (grant_id, position, path, filename, type, size, token_expires_at, counted_bytes)
              values (${grantId}, ${file.position}, ${input.pathFor(grantId, file.position, file.filename)},
                ${file.filename}, ${file.type}, ${file.size}, ${input.tokenExpiresAt}, ${file.size})`;
          return { ...grant, files: await filesOf(tx, grantId) };
        });
      return query(() =>
        attempt().catch((error: unknown) => {
          if (error instanceof GrantRaced) return attempt();
          throw error;
        }),
      );
    },

    /** Whether a quote already used up this solution (a grant is given only before). */
    async challengeUsed(signature: string): Promise<boolean> {
      const [row] = await query(
        () => sql`select 1 from public.used_challenges where signature = ${signature}`,
      );
      return row !== undefined;
    },

    /**
     * The read URL kept for the photo at `path`, or else `signed` kept as it (the first to keep one wins);
     * `signed` itself for a path no grant lists.
     */
    async keptReadUrl(path: string, signed: () => Promise<string>): Promise<string> {
      const [kept] = await query(
        () =>
          sql<{ read_url: string | null }[]>`select read_url from public.upload_files where path = ${path}`,
      );
      if (kept?.read_url) return kept.read_url;
      const url = await signed();
      const [row] = await query(
        () => sql<{ read_url: string }[]>`update public.upload_files set read_url = coalesce(read_url, ${url})
          where path = ${path} returning read_url`,
      );
      return row?.read_url ?? url;
    },

    /**
     * Whether the photo at `path` is still on its way: not yet seen in storage, of a lead that came in
     * after `since` (the page keeps trying for a day).
     */
    async onItsWay(path: string, since: Date): Promise<boolean> {
      const [row] = await query(
        () => sql`select 1 from public.upload_files f
          join public.upload_grants g on g.id = f.grant_id
          join public.form_submissions s on s.id = g.submission_id
          where f.path = ${path} and f.arrived_at is null and s.created_at > ${since}`,
      );
      return row !== undefined;
    },

    /**
     * Records the grant's photos that arrived (`arrived`: their paths and Storage's own size of each):
     * from now on each counts its real bytes, once, instead of its reservation. The one place an
     * arrival is counted (decision 057); a path the grant no longer lists is left alone.
     */
    async recordArrivals(
      grantId: string,
      arrived: readonly { path: string; bytes: number }[],
      now: Date,
    ): Promise<void> {
      if (!arrived.length) return;
      const rows = arrived.map(({ path, bytes }) => ({ path, bytes: String(bytes) }));
      await query(
        () => sql`update public.upload_files f
          set arrived_at = ${now}, stored_bytes = a.bytes::bigint, counted_bytes = a.bytes::bigint
          from jsonb_to_recordset(${sql.json(rows)}) as a (path text, bytes text)
          where f.grant_id = ${grantId} and f.arrived_at is null and f.path = a.path`,
      );
    },
  };
}

export type UploadGrants = ReturnType<typeof createUploadGrants>;
