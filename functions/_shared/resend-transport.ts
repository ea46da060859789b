import { type EmailMessage, EmailProviderError, type EmailTransport } from './email.ts';
import { resendBody } from './resend-body.ts';

export const RESEND_ENDPOINT = 'https://api.resend.com/emails';

/** Seconds from a Retry-After header (delta-seconds or HTTP date); undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - now) / 1000));
}

/** Resend answers `{ id }` on success and `{ message, name, statusCode }` on failure. */
function readId(body: unknown): string | undefined {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

/** A string field of Resend's error body (`message`, `name`). */
function readField(body: unknown, field: 'message' | 'name'): string | undefined {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Resend's names for a key it does not take (docs, "Errors"): missing, invalid or revoked, send-only. */
const KEY_REFUSED = new Set(['missing_api_key', 'invalid_api_key', 'restricted_api_key']);

/**
 * Whether Resend refuses the site's set-up rather than this message (docs, "Errors"): any 401 or 403
 * (a key it does not take: `validation_error` "API key is invalid" for a revoked one; a domain not
 * verified; testing mode sending only to the account's own address), a key error by name, and a 422
 * about the sender (`invalid_from_address`, or a `validation_error` naming the `from` or its domain).
 * A 422 about the recipient (`to`) is the message's own fault.
 */
export function refusesConfiguration(status: number, name: string | undefined, message: string): boolean {
  if (status === 401 || status === 403) return true;
  if (name !== undefined && KEY_REFUSED.has(name)) return true;
  if (status !== 422) return false;
  if (name === 'invalid_from_address') return true;
  return !/`to`/i.test(message) && /`from`|\bdomain\b/i.test(message);
}

/** Sends through Resend's REST API (Supabase blocks SMTP ports, so HTTP it is). */
export function createResendTransport(options: {
  apiKey: string;
  fetch?: typeof fetch;
  endpoint?: string;
  /** A provider that hangs must not hold the visitor's answer: the submission is stored and retried. */
  timeoutMs?: number;
}): EmailTransport {
  const doFetch = options.fetch ?? fetch;
  const endpoint = options.endpoint ?? RESEND_ENDPOINT;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(message: EmailMessage) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': message.idempotencyKey,
          },
          body: resendBody(message),
          // A streamed body (Node's fetch asks for this; Deno accepts it).
          duplex: 'half',
        } as RequestInit);
      } catch (cause) {
        const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
        throw new EmailProviderError(
          timedOut ? `Resend did not answer within ${timeoutMs} ms` : 'Resend could not be reached',
          { cause },
        );
      }

      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const detail = readField(body, 'message');
        const code = readField(body, 'name');
        throw new EmailProviderError(`Resend answered ${response.status}${detail ? `: ${detail}` : ''}`, {
          status: response.status,
          ...(code ? { code } : {}),
          configuration: refusesConfiguration(response.status, code, detail ?? ''),
          // The same key is being sent by another attempt just now: ask again later (docs, "Idempotency Keys").
          transient: response.status === 409 && code === 'concurrent_idempotent_requests',
          ...(response.status === 429
            ? { retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After'), Date.now()) ?? 60 }
            : {}),
        });
      }
      const id = readId(body);
      if (!id) throw new EmailProviderError('Resend answered without an e-mail id');
      return { id };
    },
  };
}
