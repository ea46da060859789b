import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { z } from 'zod';
import type { Clock } from '../_shared/clock.ts';

/**
 * ALTCHA proof of work: the function signs a challenge whose answer is a counter it picked at random;
 * the browser finds it by trying counters from 0 (about `counter` SHA-256 hashes, about a second on
 * a phone, done while the visitor types). Verifying costs one hash. Web Crypto only, so the same code
 * runs in Deno, Node and the browser. Under a flood the counter's range is multiplied by a factor
 * (`challenge-cost.ts`, decision 047).
 */
export const CHALLENGE_RULES = {
  algorithm: 'SHA-256',
  /**
   * Short, so a stock fetched cheaply before a flood is spent within minutes of it, while the flood's
   * own submissions raise the price for the rest of the hour (decision 047); long enough for the worst
   * solving under a flood (about 100 s on a phone) and a send (a request is answered within 150 s). A
   * visitor who takes longer gets a new one when sending (apps/web/app/lib/challenge.ts).
   */
  expiresInMs: 10 * 60 * 1000,
  minCounter: 5_000,
  maxCounter: 30_000,
} as const;

export function issueChallenge(options: {
  secret: string;
  clock: Clock;
  maxCounter?: number;
  /** How many times the usual work (1: the usual, about a second on a phone). */
  factor?: number;
}): Promise<Challenge> {
  const factor = options.factor ?? 1;
  const max = (options.maxCounter ?? CHALLENGE_RULES.maxCounter) * factor;
  return createChallenge({
    algorithm: CHALLENGE_RULES.algorithm,
    cost: 1,
    counter: randomInt(max, Math.min(CHALLENGE_RULES.minCounter * factor, max)),
    deriveKey,
    expiresAt: new Date(options.clock.now() + CHALLENGE_RULES.expiresInMs),
    hmacSignatureSecret: options.secret,
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.string(), expiresAt: z.number().optional() }),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

export type ChallengeCheck =
  | { ok: true; signature: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The signature of the challenge a solution answers, read without checking anything: only to find
 * what was granted for a solution that was checked before (an upload grant, issue 49).
 */
export function signatureOf(encoded: string): string | undefined {
  try {
    return payloadSchema.safeParse(JSON.parse(atob(encoded))).data?.challenge.signature;
  } catch {
    return undefined;
  }
}

/** Checks a solution as the browser sends it (base64 of `{ challenge, solution }`): signature, expiry, work. */
export async function checkSolution(
  encoded: string,
  options: { secret: string; clock: Clock },
): Promise<ChallengeCheck> {
  let json: unknown;
  try {
    json = JSON.parse(atob(encoded));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { challenge, solution } = parsed.data;
  const expiresAt = challenge.parameters.expiresAt;
  // An unsigned or never-expiring challenge was not made here.
  if (!challenge.signature || expiresAt === undefined) return { ok: false, reason: 'invalid' };
  if (expiresAt * 1000 <= options.clock.now()) return { ok: false, reason: 'expired' };
  const result = await verifySolution({
    challenge: challenge as unknown as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: options.secret,
  });
  if (result.verified)
    return { ok: true, signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) };
  return { ok: false, reason: result.expired ? 'expired' : 'invalid' };
}
