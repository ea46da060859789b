import { query, type Sql } from '../_shared/database.ts';
import { FILE_STORE_LOCK, filesFit } from './file-store-ceiling.ts';

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
     * The grant of `signature` with `files` (every photo picked so far, in order) granted: files already
     * granted at their position keep their path, others get `pathFor`'s. Under the file store's lock,
     * the files stored and granted, in all and of this client, are counted against the ceilings first
     * (file-store-ceiling.ts). `taken`: the solution holds another key's grant; `full`: a ceiling would be passed.
     */
    async grant(input: {
      signature: string;
      idempotencyKey: string;
      clientHash: string | undefined;
      now: Date;
      expiresAt: Date;
      files: { filename: string; type: string; size: number }[];
      pathFor: (grantId: string, position: number, filename: string) => string;
      storeMaxBytes: number;
      clientMaxBytes: number;
    }): Promise<Grant | 'taken' | 'full' | 'claimed'> {
      return query(() =>
        sql.begin(async (transaction) => {
          const tx = transaction as unknown as Sql;
          await tx`select pg_advisory_xact_lock(${FILE_STORE_LOCK})`;
          let grant = await bySignature(tx, input.signature);
          if (grant && grant.idempotencyKey !== input.idempotencyKey) return 'taken' as const;
          if (grant?.submissionId) return 'claimed' as const;
          const kept = (grant?.files ?? []).filter((file) => {
            const wanted = input.files[file.position];
            return wanted && wanted.filename === file.filename && wanted.size === file.size;
          });
          const added = input.files.flatMap((file, position) =>
            kept.some((k) => k.position === position) ? [] : [{ ...file, position }],
          );
          const bytes = [...kept, ...added].reduce((sum, file) => sum + file.size, 0);
          const fits = await filesFit(tx, {
            bytes,
            storeMaxBytes: input.storeMaxBytes,
            clientHash: input.clientHash,
            clientShare: input.clientMaxBytes,
            exceptGrant: grant?.id,
          });
          if (!fits) return 'full' as const;
          if (!grant) {
            const [row] = await tx<{ id: string }[]>`
              insert into public.upload_grants (challenge_signature, idempotency_key, client_hash, created_at, expires_at)
              values (${input.signature}, ${input.idempotencyKey}, ${input.clientHash ?? null}, ${input.now}, ${input.expiresAt})
              returning id`;
            if (!row) throw new Error('upload grant not stored');
            grant = {
              id: row.id,
              challengeSignature: input.signature,
              idempotencyKey: input.idempotencyKey,
              submissionId: null,
              files: [],
            };
          }
          const grantId = grant.id;
          await tx`delete from public.upload_files
            where grant_id = ${grantId} and position <> all(${kept.map((file) => file.position)}::integer[])`;
          for (const file of added)
            await tx`insert into public.upload_files (grant_id, position, path, filename, type, size)
              values (${grantId}, ${file.position}, ${input.pathFor(grantId, file.position, file.filename)},
                ${file.filename}, ${file.type}, ${file.size})`;
          return { ...grant, files: await filesOf(tx, grantId) };
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

    /** Marks the grant's files seen in storage (`present`: their paths). */
    async recordArrivals(grantId: string, present: readonly string[], now: Date): Promise<void> {
      if (!present.length) return;
      await query(
        () => sql`update public.upload_files set arrived_at = ${now}
          where grant_id = ${grantId} and arrived_at is null and path = any(${[...present]}::text[])`,
      );
    },
  };
}

export type UploadGrants = ReturnType<typeof createUploadGrants>;
