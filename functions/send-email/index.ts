// Supabase Edge Function entry (Deno). Production only: Resend, Supabase's Postgres, the platform's
// client address header; it refuses to start on anything local (see assertProductionConfig).
import { systemClock } from '../_shared/clock.ts';
import { assertProductionConfig, loadConfig } from '../_shared/config.ts';
import { connectDatabase } from '../_shared/database.ts';
import { createDatabaseRateLimiter, unlimited } from '../_shared/rate-limit.ts';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { createConfirmationLimit } from './confirmation-limit.ts';
import { createEmailBudget } from './email-budget.ts';
import { createSendEmailHandler } from './handler.ts';
import { createSubmissionStore } from './submissions.ts';

const config = loadConfig({ CLIENT_ADDRESS_HEADER: 'cf-connecting-ip', ...Deno.env.toObject() });
assertProductionConfig(config);

const sql = connectDatabase(config.databaseUrl, { max: config.databasePoolSize });
const handler = createSendEmailHandler({
  config,
  transport: createResendTransport({
    apiKey: config.resendApiKey,
    endpoint: config.resendApiUrl,
    timeoutMs: config.resendTimeoutMs,
  }),
  clock: systemClock,
  rateLimiter:
    config.rateLimitMax > 0
      ? createDatabaseRateLimiter({
          sql,
          limit: config.rateLimitMax,
          windowMs: config.rateLimitWindowMs,
          dailyLimit: config.rateLimitDailyMax,
          secret: config.altchaHmacKey,
          clock: systemClock,
        })
      : unlimited,
  store: createSubmissionStore(sql),
  confirmations: createConfirmationLimit(sql, config.confirmationsPerRecipient, config.altchaHmacKey),
  budget: createEmailBudget(sql, config.emailDailyBudget),
});

Deno.serve((request, info) => handler(request, { remoteAddress: info.remoteAddr.hostname }));
