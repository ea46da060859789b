// Supabase Edge Function entry (Deno) of `leads`, the Studio tool's API: production only (Sanity's
// API, Supabase's Postgres, the Studio's origins); it refuses to start on anything local.
import { systemClock } from '../_shared/clock.ts';
import { connectDatabase } from '../_shared/database.ts';
import { assertProductionLeadsConfig, loadLeadsConfig } from './config.ts';
import { createLeadsHandler } from './handler.ts';
import { createStudioUserCheck } from './studio-user.ts';

const env = Deno.env.toObject();
const config = loadLeadsConfig(env);
assertProductionLeadsConfig(config, env);

const handler = createLeadsHandler({
  sql: connectDatabase(config.databaseUrl, { max: config.databasePoolSize }),
  clock: systemClock,
  checkUser: createStudioUserCheck({
    projectId: config.sanityProjectId,
    apiHost: config.sanityApiHost,
    allowedRoles: config.allowedRoles,
    allowedUsers: config.allowedUsers,
  }),
  studioOrigins: config.studioOrigins,
  linkSecret: config.linkSecret,
});

Deno.serve((request) => handler(request));
