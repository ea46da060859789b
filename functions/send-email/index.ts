// Supabase Edge Function entry (Deno). Production only: Resend, Supabase's Postgres, the platform's
// client address header; it refuses to start on anything local (see assertProductionConfig).
import { systemClock } from '../_shared/clock.ts';
import { assertProductionConfig, loadConfig } from '../_shared/config.ts';
import { connectDatabase } from '../_shared/database.ts';
import { resendTransportFrom, sendEmailFromConfig } from './wiring.ts';

const config = loadConfig({ CLIENT_ADDRESS_HEADER: 'cf-connecting-ip', ...Deno.env.toObject() });
assertProductionConfig(config);

const handler = sendEmailFromConfig({
  config,
  sql: connectDatabase(config.databaseUrl, { max: config.databasePoolSize }),
  clock: systemClock,
  transport: resendTransportFrom(config),
});

Deno.serve((request, info) => handler(request, { remoteAddress: info.remoteAddr.hostname }));
