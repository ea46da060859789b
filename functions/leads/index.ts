// Supabase Edge Function entry (Deno) of `leads`, the Studio tool's API: production only (Sanity's
// API, Supabase's Postgres, the Studio's origins); it refuses to start on anything local.
import { systemClock } from '../_shared/clock.ts';
import { connectDatabase } from '../_shared/database.ts';
import { assertProductionLeadsConfig, loadLeadsConfig } from './config.ts';
import { createLeadsHandler } from './handler.ts';
import { photoStorage } from './photo-storage.ts';
import { createStudioUserCheck } from './studio-user.ts';
import { ownerWarningSources } from './warning-sources.ts';

const env = Deno.env.toObject();
const config = loadLeadsConfig(env);
assertProductionLeadsConfig(config, env);

const sql = connectDatabase(config.databaseUrl, { max: config.databasePoolSize });
const handler = createLeadsHandler({
  sql,
  clock: systemClock,
  checkUser: createStudioUserCheck({
    projectId: config.sanityProjectId,
    apiHost: config.sanityApiHost,
    allowedRoles: config.allowedRoles,
    allowedUsers: config.allowedUsers,
  }),
  studioOrigins: config.studioOrigins,
  linkSecret: config.linkSecret,
  siteOrigins: config.siteOrigins,
  leadActionSecret: config.leadActionSecret,
  warnings: ownerWarningSources(sql, systemClock, config),
  photos: photoStorage(config),
});

Deno.serve((request) => handler(request));
