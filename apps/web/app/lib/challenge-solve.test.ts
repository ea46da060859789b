import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveProofOfWork } from './challenge-solve.ts';

const secret = 'challenge-solve-test-secret-0123456789';
const challengeAt = (counter: number) =>
  createChallenge({ algorithm: 'SHA-256', cost: 1, counter, deriveKey, hmacSignatureSecret: secret });

/** A clock on which every reading is ten seconds after the last: a phone far slower than any real one. */
function slowClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => {
    now += 10_000;
    return now;
  });
}

describe('solveProofOfWork', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps going past the 90 s after which altcha-lib gives up by default', async () => {
    const challenge = await challengeAt(2_000);
    slowClock();
    expect(await solveChallenge({ challenge, deriveKey })).toBeNull();
    const solution = await solveProofOfWork(challenge);
    expect(solution?.counter).toBe(2_000);
  });
});
