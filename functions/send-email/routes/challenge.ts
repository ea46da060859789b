import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { addressBucket, clientAddress } from '../../_shared/rate-limit.ts';
import { respond } from '../answers.ts';
import { issueChallenge } from '../challenge.ts';
import type { ChallengeCost } from '../challenge-cost.ts';
import type { SendEmailEnv } from '../context.ts';

/**
 * `GET …/send-email/challenge`: a fresh signed challenge for the browser to solve, its work raised by
 * the site's and this client's recent rate (an IPv6 client by its /64, as the rate limit counts it);
 * handed out uncounted while the database is read-only or unreachable (`challenge-cost.ts`).
 */
export function challengeRoute(deps: {
  secret: string;
  clock: Clock;
  clientAddressHeader: string | undefined;
  cost: ChallengeCost;
}): Handler<SendEmailEnv> {
  return async (c) => {
    const address = clientAddress(c.req.raw, c.env?.remoteAddress, deps.clientAddressHeader);
    const { factor, counted } = await deps.cost.factorFor(address ? addressBucket(address) : undefined);
    const outcome = `challenge${factor > 1 ? ` x${factor}` : ''}${counted ? '' : ' (not counted: database unavailable)'}`;
    return respond(c, {
      status: 200,
      body: await issueChallenge({ secret: deps.secret, clock: deps.clock, factor }),
      log: { outcome },
      headers: { 'Cache-Control': 'no-store' },
    });
  };
}
