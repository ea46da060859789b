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

function readMessage(body: unknown): string | undefined {
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
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
        const detail = readMessage(body);
        throw new EmailProviderError(`Resend answered ${response.status}${detail ? `: ${detail}` : ''}`, {
          status: response.status,
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
