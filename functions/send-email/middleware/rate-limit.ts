import type { MiddlewareHandler } from 'hono';
import { clientAddress, type RateLimiter } from '../../_shared/rate-limit.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';

/** Counts the request against its client's window; 429 with Retry-After once the window is full. */
export function rateLimit(
  rateLimiter: RateLimiter,
  clientAddressHeader: string | undefined,
): MiddlewareHandler<SendEmailEnv> {
  return async (c, next) => {
    const address = clientAddress(c.req.raw, c.env?.remoteAddress, clientAddressHeader);
    const rate = await rateLimiter.hit(address);
    if (!rate.allowed) {
      return respond(c, {
        ...refused(429, sendEmailMessages.rateLimited, 'rate-limited'),
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      });
    }
    await next();
  };
}
