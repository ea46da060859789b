import type { MiddlewareHandler } from 'hono';
import { addressBucket, clientAddress, type RateLimiter } from '../../_shared/rate-limit.ts';
import { languageOfUnreadBody } from '../answer-language.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';
import type { RequestLog } from './request-log.ts';

/**
 * Counts the request against its client's window (an IPv6 client by its /64); 429 with Retry-After
 * once the window is full; past the day's cap, the submission is marked as spam (stored, nothing sent). Without the platform's address header the request is not counted, since
 * every visitor would share one window, and a warning says so (docs/decisions/021).
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
    const rate = await rateLimiter.hit(client);
    if (rate.allowed && rate.overDaily) c.set('spam', 'daily-limit');
    if (!rate.allowed) {
      return respond(c, {
        ...refused(429, sendEmailMessages.rateLimited[await languageOfUnreadBody(c.req.raw)], 'rate-limited'),
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      });
    }
    await next();
  };
}
