import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { query, type Sql } from '../_shared/database.ts';
import { createKeyedHash } from '../_shared/keyed-hash.ts';
import { countWindowHit } from '../_shared/rate-limit.ts';

/** The window in which the site's submissions are counted for the challenge's cost. */
export const SITE_RATE_WINDOW_MS = 60 * 60 * 1000;

type Rules = Pick<FunctionsConfig, 'challengeSiteStep' | 'challengeClientStep' | 'challengeMaxFactor'>;

/**
 * How many times the usual work a challenge asks (decision 047): doubled for every `challengeSiteStep`
 * submissions the site received in the last hour (or challenges it handed out this hour), and for every `challengeClientStep` challenges this
 * client fetched in the rate limit's window, at most `challengeMaxFactor` (what a phone still solves
 * while its visitor types). A step of 0 leaves that count out.
 */
export function challengeFactor(counts: { site: number; client: number }, rules: Rules): number {
  const site = rules.challengeSiteStep > 0 ? Math.floor(counts.site / rules.challengeSiteStep) : 0;
  const client = rules.challengeClientStep > 0 ? Math.floor(counts.client / rules.challengeClientStep) : 0;
  return Math.max(1, Math.min(rules.challengeMaxFactor, 2 ** Math.min(site + client, 30)));
}

/**
 * The cost of the next challenge for a client, from Postgres: the site's submissions of the last hour
 * (spam included) or, when more, the challenges handed out this hour, and the challenges this client
 * fetched in the current window, counted here (under keyed hashes, in `rate_limit_windows`, so fetching
 * a stock of cheap challenges raises it).
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

  /** The challenges handed out site-wide this hour before this one, counting this one when `count`. */
  async function siteChallenges(now: number, count: boolean): Promise<number> {
    const address = await hash('challenge:site');
    if (count) return (await countWindowHit(sql, address, now, SITE_RATE_WINDOW_MS)).hits - 1;
    const [row] = await query(
      () => sql<{ hits: number }[]>`
        select hits from public.rate_limit_windows
        where address = ${address} and window_start = ${new Date(now - (now % SITE_RATE_WINDOW_MS))}`,
    );
    return row?.hits ?? 0;
  }

  return {
    async factorFor(client: string | undefined): Promise<number> {
      const now = clock.now();
      let challenges = 0;
      if (client && rules.challengeClientStep > 0) {
        const address = await hash(`challenge:${client}`);
        const { hits } = await countWindowHit(sql, address, now, options.windowMs);
        // The first challenges of a window are at the usual cost.
        challenges = hits - 1;
      }
      let siteCount = 0;
      if (rules.challengeSiteStep > 0) {
        const [site] = await query(
          () => sql<{ submissions: number }[]>`
            select count(*)::int as submissions from public.form_submissions
            where created_at > ${new Date(now - SITE_RATE_WINDOW_MS)}`,
        );
        // The challenges handed out this hour count too: a stock fetched cheaply from many addresses
        // before a flood raises the price of the next ones, as its submissions would. Only a client's
        // first ones in its window count, so one client cannot raise every visitor's price by fetching.
        const counted = client !== undefined && challenges < Math.max(1, rules.challengeClientStep);
        const issued = await siteChallenges(now, counted);
        siteCount = Math.max(site?.submissions ?? 0, issued);
      }
      return challengeFactor({ site: siteCount, client: challenges }, rules);
    },
  };
}

export type ChallengeCost = ReturnType<typeof createChallengeCost>;
