// Who may talk to a server of the owner's local stack. Every page the owner visits can send requests to
// 127.0.0.1, and a page whose DNS name is rebound to 127.0.0.1 reaches the same socket with its own name
// in Host; so each local server answers only its own host names at its own port, and its CORS names the
// local origins it serves, never `*` (docs/decisions/026-content-lake-access.md, 030-local-hardening.md).
import type { MiddlewareHandler } from 'hono';

export type HostOptions = {
  /** Host names (without port) besides the loopback ones that address this server. */
  hostNames?: readonly string[];
  /** The port the server listens on, known once it does. */
  port: () => number;
};

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether a request's URL names this server: one of its host names (loopback ones too) at its port. */
export function ownHost(options: HostOptions): (url: URL) => boolean {
  const names = new Set([...loopbackNames, ...(options.hostNames ?? [])].map((name) => name.toLowerCase()));
  return (url) => {
    const port = url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80');
    return names.has(url.hostname) && port === String(options.port());
  };
}

/** Whether a `Host` header (HTTP/1.1, or HTTP/2's `:authority`) names this server; a missing one does not. */
export function ownHostHeader(
  options: HostOptions,
  scheme: 'http' | 'https' = 'http',
): (host?: string) => boolean {
  const own = ownHost(options);
  return (host) => {
    // A name and a port only: a path, query or user part would let the URL parser read another host.
    if (!host || /[\s/?#@\\]/.test(host)) return false;
    try {
      return own(new URL(`${scheme}://${host}/`));
    } catch {
      return false;
    }
  };
}

export function foreignHostMessage(host: string): string {
  return `Host "${host}" is not this server: open it as 127.0.0.1 or localhost`;
}

/** Hono middleware: a request for another host is refused (403) before any route runs. */
export function refuseForeignHost(options: HostOptions): MiddlewareHandler {
  const own = ownHost(options);
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!own(url)) return c.json({ error: 'Forbidden', message: foreignHostMessage(url.host) }, 403);
    return next();
  };
}

/** The origins of pages served by local servers on `ports` (`http://127.0.0.1:port`, `http://localhost:port`). */
export function localOrigins(ports: readonly number[]): string[] {
  return ports.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

export { sendWithHost } from './send-with-host.ts';
export {
  answerStackChallenge,
  type StackServer,
  stackChallenge,
  stackChallengeHeader,
  stackProof,
  stackProofHeader,
} from './stack-proof.ts';
