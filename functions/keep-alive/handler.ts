import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { isJsonContentType, jsonResponse, readBodyWithLimit } from '../_shared/http.ts';
import { headerSafe } from '../_shared/text.ts';

const METHODS = 'POST, OPTIONS';
const MAX_BODY_BYTES = 4096;
const MAX_USER_AGENT = 300;
const SOURCE = /^[a-z][a-z0-9-]{0,31}$/;

export type KeepAlivePing = { source: string; userAgent: string | undefined; at: string };

export type KeepAliveDeps = {
  config: Pick<FunctionsConfig, 'allowedOrigins'>;
  clock: Clock;
  /**
   * Something that counts as activity for the backend project. In production (Supabase) the entry point
   * passes a cheap authenticated request to the project's REST API; locally there is nothing to keep awake.
   */
  touchBackend?: () => Promise<void>;
  log?: (entry: Record<string, unknown>) => void;
};

const defaultLog = (entry: Record<string, unknown>) => console.info(JSON.stringify(entry));

/** `{ source, userAgent }` from the body, or null when it is not that shape. The user agent is cut short. */
function readPing(body: unknown): { source: string; userAgent: string | undefined } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { source, userAgent } = body as Record<string, unknown>;
  if (typeof source !== 'string' || !SOURCE.test(source)) return null;
  if (userAgent !== undefined && typeof userAgent !== 'string') return null;
  return { source, userAgent: userAgent === undefined ? undefined : headerSafe(userAgent, MAX_USER_AGENT) };
}

export function createKeepAliveHandler(deps: KeepAliveDeps) {
  const log = deps.log ?? defaultLog;

  return async function handleKeepAlive(request: Request): Promise<Response> {
    const cors = corsHeaders(request, deps.config.allowedOrigins, METHODS);
    if (request.method === 'OPTIONS') return preflightResponse(cors);
    if (request.method !== 'POST') {
      cors.set('Allow', METHODS);
      return jsonResponse({ ok: false, error: 'Method not allowed' }, 405, cors);
    }
    if (!isJsonContentType(request)) {
      return jsonResponse({ ok: false, error: 'Expected application/json' }, 415, cors);
    }
    const read = await readBodyWithLimit(request, MAX_BODY_BYTES);
    if (!read.ok) return jsonResponse({ ok: false, error: 'Body too large or unreadable' }, 413, cors);
    let ping: ReturnType<typeof readPing> = null;
    try {
      ping = readPing(JSON.parse(read.text));
    } catch {
      // Falls through to the 400 below.
    }
    if (!ping) return jsonResponse({ ok: false, error: 'Expected { source, userAgent }' }, 400, cors);

    const at = new Date(deps.clock.now()).toISOString();
    let touched: 'yes' | 'no' | 'failed' = 'no';
    if (deps.touchBackend) {
      try {
        await deps.touchBackend();
        touched = 'yes';
      } catch (error) {
        touched = 'failed';
        log({
          fn: 'keep-alive',
          warning: `backend touch failed: ${error instanceof Error ? error.message : error}`,
        });
      }
    }
    const record: KeepAlivePing = { ...ping, at };
    log({ fn: 'keep-alive', ...record, touched });
    return jsonResponse({ ok: true, at }, 200, cors);
  };
}

export type KeepAliveHandler = ReturnType<typeof createKeepAliveHandler>;
