import type { MiddlewareHandler } from 'hono';
import { DatabaseUnavailableError } from '../../_shared/database.ts';
import { addressBucket, clientAddress, type RateLimiter } from '../../_shared/rate-limit.ts';
import { languageOfUnreadBody } from '../answer-language.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';
import type { RequestLog } from './request-log.ts';

/**
 * Counts the request against its client's window (an IPv6 client by its /64) before its body is read:
 * 429 with Retry-After once the window is full. The day's cap is counted later, only for a submission
 * whose challenge passed (`routes/submit.ts`). Without the platform's address header the request is not
 * counted, since every visitor would share one window, and a warning says so (docs/decisions/021).
 */
export function rateLimit(
  rateLimiter: RateLimiter,
  clientAddressHeader: string | undefined,
  log: RequestLog,
): MiddlewareHandler<SendEmailEnv> {
  return async (c, next) => {
    const address = clientAddress(c.req.raw, c.env?.remoteAddress, clientAddressHeader);
    const client = address ? addressBucket(address) : undefined;
    c.set('client', client);
    if (!client) {
      log({
        fn: 'send-email',
        warning: 'client-address-missing',
        header: clientAddressHeader ?? null,
        effect: 'not rate-limited and no file share; the challenge and the confirmation cap still apply',
      });
      return next();
    }
    const rate = await rateLimiter.hitWindow(client).catch((error: unknown) => {
      // A database that refuses writes counts nothing; the route's fallback bounds what passes (decision 054).
      if (error instanceof DatabaseUnavailableError) return { allowed: true } as const;
      throw error;
    });
    if (!rate.allowed) {
      return respond(c, {
        ...refused(429, sendEmailMessages.rateLimited[await languageOfUnreadBody(c.req.raw)], 'rate-limited'),
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      });
    }
    await next();
  };
}
