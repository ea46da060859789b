// How `pnpm start` knows that a server already answering on one of its ports is its own before reusing
// it: it sends a fresh challenge, and only a server started with this checkout's secret (STACK_SECRET,
// kept in `.data/stack-secret`, mode 0600) answers it with the right HMAC. Another checkout's stack, a
// program of another account or anything else that happens to listen there does not
// (docs/decisions/049-local-stack-answers-its-owner.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export const stackChallengeHeader = 'x-nordkyst-stack-challenge';
export const stackProofHeader = 'x-nordkyst-stack-proof';

const proofOf = (secret: string, challenge: string) =>
  createHmac('sha256', secret).update(`nordkyst-stack:${challenge}`).digest('base64url');

/**
 * The answer to a stack challenge, when the server was started with a secret (`STACK_SECRET`, set by the
 * stack for the servers it starts); none otherwise.
 */
export function stackProof(
  challenge: string | null | undefined,
  secret = process.env.STACK_SECRET,
): string | undefined {
  return secret && challenge && challenge.length <= 100 ? proofOf(secret, challenge) : undefined;
}

/** Hono middleware: puts the proof on the answer to a request that carries a stack challenge. */
export function answerStackChallenge(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const proof = stackProof(c.req.header(stackChallengeHeader));
    if (proof) c.res.headers.set(stackProofHeader, proof);
  };
}

/** A new challenge, and whether an answer's headers prove a server holds `secret`. */
export function stackChallenge(secret: string): { challenge: string; proven(headers: Headers): boolean } {
  const challenge = randomBytes(18).toString('base64url');
  const expected = Buffer.from(proofOf(secret, challenge));
  return {
    challenge,
    proven(headers) {
      const proof = Buffer.from(headers.get(stackProofHeader) ?? '');
      return proof.length === expected.length && timingSafeEqual(proof, expected);
    },
  };
}
