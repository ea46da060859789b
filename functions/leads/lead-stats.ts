import { query, type Sql } from '../_shared/database.ts';

/** Weeks the tool's overview spans, the current one included. */
export const STATS_WEEKS = 12;
/** Rows of sources the overview lists at most. */
export const STATS_SOURCES = 20;

export type LeadStats = {
  /** Oldest first; `weekStart` the Monday (Copenhagen) as an ISO date; spam not counted. */
  weeks: { weekStart: string; contact: number; quote: number; moldova: number }[];
  /** Promises that came due in those weeks (up to now), how many a status ended, and how many in time. */
  promises: { due: number; kept: number; keptInTime: number };
  /** Median of the minutes from a lead's arrival to the status that ended its call promise. */
  medianMinutesToCall: number | null;
  /** `source`: utm_source, else the referrer's host, else "direkte"; most leads first. */
  sources: { source: string; medium: string | null; campaign: string | null; leads: number }[];
};

/**
 * The last twelve weeks of leads at a glance (issue 51, point 5), from the table the tool reads:
 * weeks are Copenhagen's, Monday to Sunday.
 */
export function createLeadStats(sql: Sql) {
  return async function stats(now: Date): Promise<LeadStats> {
    // The first Monday of the span, as Copenhagen's midnight, as an instant.
    const [span] = await query(
      () => sql<
        { since: Date }[]
      >`select (date_trunc('week', ${now}::timestamptz at time zone 'Europe/Copenhagen')
        - ${STATS_WEEKS - 1} * interval '1 week') at time zone 'Europe/Copenhagen' as since`,
    );
    const since = span?.since ?? now;
    const [weeks, [promises], sources] = await Promise.all([
      query(
        () => sql<{ week_start: string; contact: number; quote: number; moldova: number }[]>`
          with weeks as (
            select generate_series(0, ${STATS_WEEKS - 1}) as n
          ), leads as (
            select date_trunc('week', created_at at time zone 'Europe/Copenhagen') as week, form_type
            from public.form_submissions where created_at >= ${since} and work_status <> 'spam'
          )
          select to_char(w.start, 'YYYY-MM-DD') as week_start,
            count(l.form_type) filter (where l.form_type = 'contact')::int as contact,
            count(l.form_type) filter (where l.form_type = 'quote')::int as quote,
            count(l.form_type) filter (where l.form_type = 'moldova')::int as moldova
          from (select (${since}::timestamptz at time zone 'Europe/Copenhagen') + n * interval '1 week' as start
            from weeks) w
          left join leads l on l.week = w.start
          group by w.start order by w.start`,
      ),
      query(
        () => sql<{ due: number; kept: number; kept_in_time: number; median: number | null }[]>`
          with promised as (
            select call_due_at as due_at, call_kept_at as kept_at from public.form_submissions
            where work_status <> 'spam' and call_due_at >= ${since} and call_due_at <= ${now}
            union all
            select quote_due_at, quote_kept_at from public.form_submissions
            where work_status <> 'spam' and quote_due_at >= ${since} and quote_due_at <= ${now}
          )
          select count(*)::int as due, count(kept_at)::int as kept,
            count(*) filter (where kept_at <= due_at)::int as kept_in_time,
            (select percentile_cont(0.5) within group (order by extract(epoch from call_kept_at - created_at) / 60)
              from public.form_submissions
              where work_status <> 'spam' and created_at >= ${since} and call_kept_at is not null) as median
          from promised`,
      ),
      query(
        () => sql<{ source: string; medium: string | null; campaign: string | null; leads: number }[]>`
          select coalesce(source ->> 'utmSource', source ->> 'referrerHost', 'direkte') as source,
            source ->> 'utmMedium' as medium, source ->> 'utmCampaign' as campaign, count(*)::int as leads
          from public.form_submissions where created_at >= ${since} and work_status <> 'spam'
          group by 1, 2, 3 order by leads desc, source, medium nulls first, campaign nulls first
          limit ${STATS_SOURCES}`,
      ),
    ]);
    return {
      weeks: weeks.map((week) => ({
        weekStart: week.week_start,
        contact: week.contact,
        quote: week.quote,
        moldova: week.moldova,
      })),
      promises: {
        due: promises?.due ?? 0,
        kept: promises?.kept ?? 0,
        keptInTime: promises?.kept_in_time ?? 0,
      },
      medianMinutesToCall: promises?.median == null ? null : Math.round(Number(promises.median)),
      sources,
    };
  };
}

export type LeadStatsQuery = ReturnType<typeof createLeadStats>;
