import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it } from 'vitest';
import { issueChallenge } from './challenge.ts';

const clock = { now: () => Date.now() };
const secret = 'challenge-test-secret-0123456789abcdef';

describe('issueChallenge', () => {
  it('asks `factor` times the work: the counter a solver must reach is in the multiplied range', async () => {
    for (const factor of [1, 4]) {
      const challenge = await issueChallenge({ secret, clock, maxCounter: 200, factor });
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution?.counter).toBeLessThanOrEqual(200 * factor);
      if (factor > 1) expect(solution?.counter).toBeGreaterThan(200);
    }
  });
});
