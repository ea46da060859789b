import { type Challenge, type Solution, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Finds the answer to a challenge however long it takes. altcha-lib gives up after 90 s by default, and
 * under a flood the challenge costs a slow phone about that much (decision 047): giving up would lose
 * the lead, while the visitor is still typing or waits on "Sender...".
 */
export function solveProofOfWork(challenge: Challenge): Promise<Solution | null> {
  return solveChallenge({ challenge, deriveKey, timeout: 0 });
}
