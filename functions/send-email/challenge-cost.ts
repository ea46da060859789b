import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { DatabaseUnavailableError, query, type Sql } from '../_shared/database.ts';
import { createKeyedHash } from '../_shared/keyed-hash.ts';
import { countWindowHit, readWindowHits } from '../_shared/rate-limit.ts';

/** The window in which the site's submissions are counted for the challenge's cost. */
export const SITE_RATE_WINDOW_MS = 60 * 60 * 1000;

type Rules = Pick<FunctionsConfig, 'challengeSiteStep' | 'challengeClientStep' | 'challengeMaxFactor'>;

/**
 * How many times the usual work a challenge asks (decision 047): doubled for every `challengeSiteStep`
 * submissions the site received in the last hour, and for every `challengeClientStep` challenges this
 * client fetched in the rate limit's window, at most `challengeMaxFactor` (what a phone still solves
 * while its visitor types). A step of 0 leaves that count out.
 */
export function challengeFactor(counts: { site: number; client: number }, rules: Rules): number {
  const site = rules.challengeSiteStep > 0 ? Math.floor(counts.site / rules.challengeSiteStep) : 0;
  const client = rules.challengeClientStep > 0 ? Math.floor(counts.client / rules.challengeClientStep) : 0;
  return Math.max(1, Math.min(rules.challengeMaxFactor, 2 ** Math.min(site + client, 30)));
}

/** A read-only database (SQLSTATE 25006) still answers reads; an unreachable one answers nothing. */
const takesReads = (error: DatabaseUnavailableError) =>
  (error.cause as { code?: unknown } | undefined)?.code === '25006';

/**
 * The cost of the next challenge for a client, from Postgres: the site's submissions of the last hour
 * (spam included: they passed the proof of work), and the challenges this client fetched in the current
 * window, counted here under keyed hashes in `rate_limit_windows`. Fetches count for their client only:
 * free requests from many addresses set no one else's price (decision 047; a stock fetched before a
 * flood is worth little because challenges expire soon, `challenge.ts`).
 */
export function createChallengeCost(options: {
  sql: Sql;
  clock: Clock;
  secret: string;
  windowMs: number;
  rules: Rules;
}) {
  const { sql, clock, rules } = options;
  const hash = createKeyedHash(options.secret, 'client-address');

  /** The site's submissions of the last hour, and this client's challenges in its window before this one. */
  async function counts(client: string | undefined, now: number, count: boolean) {
    let challenges = 0;
    if (client && rules.challengeClientStep > 0) {
      const address = await hash(`challenge:${client}`);
      challenges = count
        ? (await countWindowHit(sql, address, now, options.windowMs)).hits - 1
        : await readWindowHits(sql, address, now, options.windowMs);
    }
    let site = 0;
    if (rules.challengeSiteStep > 0) {
      const [row] = await query(
        () => sql<{ submissions: number }[]>`
          select count(*)::int as submissions from public.form_submissions
          where created_at > ${new Date(now - SITE_RATE_WINDOW_MS)}`,
      );
      site = row?.submissions ?? 0;
    }
    return { site, client: challenges };
  }

  return {
    /**
     * The factor of the next challenge for `client`, counting its fetch (`counted`). While the database
     * is read-only or unreachable the challenge is still handed out, its fetch not counted: the price is
     * what can be read, or the usual one when nothing can.
     */
    async factorFor(client: string | undefined): Promise<{ factor: number; counted: boolean }> {
      const now = clock.now();
      try {
        return { factor: challengeFactor(await counts(client, now, true), rules), counted: true };
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError)) throw error;
        if (!takesReads(error)) return { factor: 1, counted: false };
      }
      try {
        return { factor: challengeFactor(await counts(client, now, false), rules), counted: false };
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError)) throw error;
        return { factor: 1, counted: false };
      }
    },
  };
}

export type ChallengeCost = ReturnType<typeof createChallengeCost>;
