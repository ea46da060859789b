import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { respond } from '../answers.ts';
import { issueChallenge } from '../challenge.ts';
import type { SendEmailEnv } from '../context.ts';

/** `GET …/send-email/challenge`: a fresh signed challenge for the browser to solve. */
export function challengeRoute(deps: { secret: string; clock: Clock }): Handler<SendEmailEnv> {
  return async (c) =>
    respond(c, {
      status: 200,
      body: await issueChallenge(deps),
      log: { outcome: 'challenge' },
      headers: { 'Cache-Control': 'no-store' },
    });
}
