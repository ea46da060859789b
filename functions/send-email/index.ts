// Supabase Edge Function entry (Deno). Production sends through Resend; the outbox exists only locally.
import { systemClock } from '../_shared/clock.ts';
import { ConfigError, loadConfig } from '../_shared/config.ts';
import { createRateLimiter, unlimited } from '../_shared/rate-limit.ts';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { createSendEmailHandler } from './handler.ts';

const config = loadConfig(Deno.env.toObject());
if (config.emailTransport !== 'resend' || !config.resendApiKey) {
  throw new ConfigError(
    'EMAIL_TRANSPORT',
    'must be "resend" on Supabase (the outbox exists only in the local runner)',
  );
}

const handler = createSendEmailHandler({
  config,
  transport: createResendTransport({ apiKey: config.resendApiKey }),
  clock: systemClock,
  rateLimiter:
    config.rateLimitMax > 0
      ? createRateLimiter({
          limit: config.rateLimitMax,
          windowMs: config.rateLimitWindowMs,
          clock: systemClock,
        })
      : unlimited,
});

Deno.serve((request, info) => handler(request, { remoteAddress: info.remoteAddr.hostname }));
