import { query, type Sql } from '../_shared/database.ts';
import { type PhotoRefusal, photoRefusal } from './photo-content-check.ts';
import type { QuoteStorage } from './quote-storage.ts';
import type { UploadGrants } from './upload-grants.ts';

/** A grant's photo as its check knows it: what it was granted as, and whether it was checked. */
type CheckedRow = {
  path: string;
  type: string;
  size: string | number;
  arrived_at: Date | null;
  refused_at: Date | null;
};

/** Where each of a grant's photos is: arrived (checked), refused, or not in storage yet (absent). */
export type ArrivalStates = Map<string, 'arrived' | 'refused'>;

/** How long a refused path stays queued for removal after its token expired (upload-grants' grace). */
const REMOVAL_GRACE = '15 minutes';
/** Grants one scheduled run looks at, at most, for photos their page never said were in. */
const GRANTS_PER_RUN = 25;

/**
 * A photo checked when it arrives (issue 54, decision 058), on the page's `/complete` or by the
 * scheduled run, before any e-mail carries or links it (photo-content-check.ts). An object that differs is
 * refused: recorded, deleted, and its path queued for removal until its token expired; an object in the
 * grant's folder at no path the grant lists (a path replaced, a refused one uploaded again) is deleted.
 * An accepted one is recorded as arrived with Storage's size (upload-grants.ts `recordArrivals`, the one
 * place an arrival is counted). Logs name the grant and the reason only.
 */
export function createPhotoArrivalCheck(deps: {
  sql: Sql;
  storage: QuoteStorage;
  grants: UploadGrants;
  log?: (line: string) => void;
}) {
  const { sql, storage, grants } = deps;
  const log = deps.log ?? console.warn;

  /** Records the refusals and queues their paths for removal until their tokens expired, in one statement. */
  async function recordRefusals(
    grantId: string,
    refused: { path: string; reason: PhotoRefusal }[],
    now: Date,
  ) {
    const rows = refused.map(({ path, reason }) => ({ path, reason }));
    await query(
      () => sql`
        with refused as (
          update public.upload_files f set refused_at = ${now}, refusal = r.reason
          from jsonb_to_recordset(${sql.json(rows)}) as r (path text, reason text)
          where f.grant_id = ${grantId} and f.path = r.path and f.arrived_at is null and f.refused_at is null
          returning f.path, f.token_expires_at
        )
        insert into public.storage_removals (path, keep_until)
        select path, coalesce(token_expires_at, ${now}) + ${REMOVAL_GRACE}::interval from refused
        on conflict (path) do update
          set keep_until = greatest(public.storage_removals.keep_until, excluded.keep_until)`,
    );
  }

  const api = {
    /**
     * Checks the photos of `grantId` that came since it was last looked at (at `now`), and answers where each of
     * its photos is. Storage is not asked when every photo was already checked.
     */
    async check(grantId: string, now: Date): Promise<ArrivalStates> {
      const rows = await query(
        () => sql<CheckedRow[]>`select path, type, size, arrived_at, refused_at
          from public.upload_files where grant_id = ${grantId}`,
      );
      const states: ArrivalStates = new Map();
      for (const row of rows)
        if (row.arrived_at) states.set(row.path, 'arrived');
        else if (row.refused_at) states.set(row.path, 'refused');
      if (states.size === rows.length) return states;

      const unchecked = new Map(rows.filter((row) => !states.has(row.path)).map((row) => [row.path, row]));
      const present = await storage.arrived(grantId);
      const stray: string[] = [];
      const accepted: { path: string; bytes: number }[] = [];
      const refused: { path: string; reason: PhotoRefusal }[] = [];
      for (const path of present.keys()) {
        const row = unchecked.get(path);
        if (!row) {
          if (!states.has(path) || states.get(path) === 'refused') stray.push(path);
          continue;
        }
        const refusal = await photoRefusal(storage, row);
        if (refusal === 'gone') continue;
        if (refusal) refused.push({ path, reason: refusal });
        // Storage's own size, found equal to the declared one.
        else accepted.push({ path, bytes: Number(row.size) });
      }
      // Recorded before the objects go: if removing fails, no e-mail carries them all the same.
      if (refused.length) await recordRefusals(grantId, refused, now);
      await grants.recordArrivals(grantId, accepted, now);
      await storage.remove([...refused.map((each) => each.path), ...stray]);
      for (const { reason } of refused)
        log(`send-email: photo refused at arrival (grant ${grantId}): ${reason}`);
      if (stray.length)
        log(`send-email: ${stray.length} object(s) at no path of grant ${grantId} removed at arrival`);
      for (const { path } of accepted) states.set(path, 'arrived');
      for (const { path } of refused) states.set(path, 'refused');
      return states;
    },

    /**
     * The scheduled run's look for photos whose page never said they were in (issue 54): the grants
     * with a photo not yet checked whose token may still write (its expiry and the grace), least
     * recently looked at first, GRANTS_PER_RUN a run. Answers how many were looked at.
     */
    async checkUnannounced(now: Date): Promise<number> {
      const due = await query(
        () => sql<{ id: string }[]>`
          update public.upload_grants g set arrivals_looked_at = ${now}
          where g.id in (
            select g2.id from public.upload_grants g2
            where exists (
              select from public.upload_files f
              where f.grant_id = g2.id and f.arrived_at is null and f.refused_at is null
                and f.token_expires_at + ${REMOVAL_GRACE}::interval > ${now}
            )
            order by g2.arrivals_looked_at nulls first, g2.created_at
            limit ${GRANTS_PER_RUN}
          )
          returning g.id`,
      );
      for (const { id } of due) await api.check(id, now);
      return due.length;
    },
  };
  return api;
}

export type PhotoArrivalCheck = ReturnType<typeof createPhotoArrivalCheck>;
