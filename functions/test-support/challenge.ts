import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { type Clock, systemClock } from '../_shared/clock.ts';
import { issueChallenge } from '../send-email/challenge.ts';

/** A challenge signed with `secret` and solved as the browser does, encoded as `formData.altcha`. */
export async function solvedChallenge(secret: string, clock: Clock = systemClock): Promise<string> {
  // A small counter keeps the tests fast; the work is the same kind as the browser's.
  const challenge = await issueChallenge({ secret, clock, maxCounter: 300 });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
