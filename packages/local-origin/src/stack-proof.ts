// How `pnpm start` knows that a server already answering on one of its ports is its own before reusing
// it: it sends a fresh challenge, and only a server started with this checkout's secret (STACK_SECRET,
// kept in `.data/stack-secret`, mode 0600) answers it with the right HMAC. Another checkout's stack, a
// program of another account or anything else that happens to listen there does not. The answer covers
// which server it is (STACK_SERVICE, the stack's name for it) and the port the request came in on, so a
// server of this checkout on another service's port, or reached through a port that forwards to it, is
// not taken for the one asked for (docs/decisions/049-local-stack-answers-its-owner.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export const stackChallengeHeader = 'x-nordkyst-stack-challenge';
export const stackProofHeader = 'x-nordkyst-stack-proof';

/** A server of the stack: the stack's name for it and the port it answers on. */
export type StackServer = { service: string; port: number };

const macOf = (secret: string, { service, port }: StackServer, challenge: string) =>
  createHmac('sha256', secret).update(`nordkyst-stack:${service}:${port}:${challenge}`).digest('base64url');

/** The proof names whom it is for: `<service>:<port>:<mac>` (the MAC covers both and the challenge). */
const proofPattern = /^(.+):(\d{1,5}):([\w-]+)$/;

/**
 * The answer to a stack challenge asked on `port`, when the server was started by the stack (which sets
 * `STACK_SECRET` and `STACK_SERVICE` for the servers it starts); none otherwise.
 */
export function stackProof(
  challenge: string | null | undefined,
  port: number | undefined,
  { secret = process.env.STACK_SECRET, service = process.env.STACK_SERVICE } = {},
): string | undefined {
  if (!secret || !service || !challenge || challenge.length > 100 || !port) return undefined;
  return `${service}:${port}:${macOf(secret, { service, port }, challenge)}`;
}

/** The port a request came in on, from @hono/node-server's bindings (`c.env.incoming`). */
function localPortOf(env: unknown): number | undefined {
  return (env as { incoming?: { socket?: { localPort?: number } } } | undefined)?.incoming?.socket?.localPort;
}

/** Hono middleware: puts the proof on the answer to a request that carries a stack challenge. */
export function answerStackChallenge(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const proof = stackProof(c.req.header(stackChallengeHeader), localPortOf(c.env));
    if (proof) c.res.headers.set(stackProofHeader, proof);
  };
}

/**
 * A new challenge for the server `expected`, and who answered it: that server (`'ours'`), another server
 * of this checkout (which one it proved to be), or anything else (`'foreign'`).
 */
export function stackChallenge(
  secret: string,
  expected: StackServer,
): { challenge: string; whose(headers: Headers): 'ours' | 'foreign' | StackServer } {
  const challenge = randomBytes(18).toString('base64url');
  return {
    challenge,
    whose(headers) {
      const match = proofPattern.exec(headers.get(stackProofHeader) ?? '');
      if (!match) return 'foreign';
      const [, service = '', port = '', mac = ''] = match;
      const server = { service, port: Number(port) };
      const given = Buffer.from(mac);
      const wanted = Buffer.from(macOf(secret, server, challenge));
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'foreign';
      return server.service === expected.service && server.port === expected.port ? 'ours' : server;
    },
  };
}
