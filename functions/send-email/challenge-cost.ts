import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { DatabaseUnavailableError, query, type Sql } from '../_shared/database.ts';
import { createKeyedHash } from '../_shared/keyed-hash.ts';
import { addressNeighbourhood, countClientHit, NEIGHBOURHOOD_FACTOR } from '../_shared/rate-limit.ts';

/** The window in which the site's submissions are counted for the challenge's cost. */
export const SITE_RATE_WINDOW_MS = 60 * 60 * 1000;

type Rules = Pick<FunctionsConfig, 'challengeSiteStep' | 'challengeClientStep' | 'challengeMaxFactor'> &
  Partial<Pick<FunctionsConfig, 'neighbourhoodFactor'>>;

/**
 * How many times the usual work a challenge asks (decision 047): doubled for every `challengeSiteStep`
 * submissions the site received in the last hour, and for every `challengeClientStep` challenges this
 * client fetched in the rate limit's window, or every `challengeClientStep × neighbourhoodFactor` its
 * neighbourhood fetched (a /48, a /24: decision 054), whichever is more, at most `challengeMaxFactor`
 * (what a phone still solves while its visitor types). A step or factor of 0 leaves that count out.
 */
export function challengeFactor(
  counts: { site: number; client: number; neighbourhood?: number },
  rules: Rules,
): number {
  const step = rules.challengeClientStep;
  const neighbourhoodStep = step * (rules.neighbourhoodFactor ?? NEIGHBOURHOOD_FACTOR);
  const site = rules.challengeSiteStep > 0 ? Math.floor(counts.site / rules.challengeSiteStep) : 0;
  const client = Math.max(
    step > 0 ? Math.floor(counts.client / step) : 0,
    neighbourhoodStep > 0 ? Math.floor((counts.neighbourhood ?? 0) / neighbourhoodStep) : 0,
  );
  return Math.max(1, Math.min(rules.challengeMaxFactor, 2 ** Math.min(site + client, 30)));
}

/**
 * The cost of the next challenge for a client, from Postgres: the site's submissions of the last hour
 * (spam included: they passed the proof of work), and the challenges this client and its neighbourhood
 * fetched in the current window, counted here under keyed hashes in `rate_limit_windows`. Fetches count
 * for their client and its neighbourhood only: free requests from many addresses set no one else's
 * price (decision 047; a stock fetched before a flood is worth little because challenges expire soon,
 * `challenge.ts`).
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

  /**
   * The site's submissions of the last hour, and the challenges this client and its neighbourhood
   * fetched in the window before this one (this one counted). A fetch counts for the neighbourhood
   * while its client is within its usual price: one client fetching on raises its own price only.
   */
  async function counts(client: string | undefined, now: number) {
    let challenges = { client: 0, neighbourhood: 0 };
    if (client && rules.challengeClientStep > 0) {
      const factor = rules.neighbourhoodFactor ?? NEIGHBOURHOOD_FACTOR;
      const neighbourhood = factor > 0 ? addressNeighbourhood(client) : undefined;
      const hits = await countClientHit(sql, {
        client: await hash(`challenge:${client}`),
        neighbourhood: neighbourhood && (await hash(`challenge:${neighbourhood}`)),
        clientMax: rules.challengeClientStep,
        now,
        windowMs: options.windowMs,
      });
      challenges = {
        client: hits.client - 1,
        neighbourhood: hits.neighbourhood - (hits.neighbourhoodCounted ? 1 : 0),
      };
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
    return { site, ...challenges };
  }

  return {
    /**
     * The factor of the next challenge for `client`, counting its fetch (`counted`). While the database
     * is read-only or unreachable the challenge is still handed out at the highest price: nothing can be
     * counted then, and a lead solved meanwhile goes past the database (decision 054), bounded by little
     * else.
     */
    async factorFor(client: string | undefined): Promise<{ factor: number; counted: boolean }> {
      try {
        return { factor: challengeFactor(await counts(client, clock.now()), rules), counted: true };
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError)) throw error;
        return { factor: Math.max(1, rules.challengeMaxFactor), counted: false };
      }
    },
  };
}

export type ChallengeCost = ReturnType<typeof createChallengeCost>;
