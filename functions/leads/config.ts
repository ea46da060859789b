import { z } from 'zod';
import { ConfigError, parseEnvironment, pointsAtLoopback, randomSecret } from '../_shared/config.ts';
import { FREE_PLAN_DATABASE_BYTES, FREE_PLAN_STORAGE_BYTES } from '../_shared/free-plan.ts';

/** The `leads` function's configuration, read once at start and validated; a bad value stops the start. */
export type LeadsConfig = {
  /** The Sanity project whose Studio users may read leads: never taken from a request. */
  sanityProjectId: string;
  /** Sanity's API host (the project id goes in front of it, as the Studio does): https://api.sanity.io. */
  sanityApiHost: string;
  /** Project roles that may read leads (LEADS_ALLOWED_ROLES, default administrator). */
  allowedRoles: string[];
  /** When set, only these users (Sanity user ids or e-mail addresses) may, whatever their role. */
  allowedUsers: string[];
  /** The Studio's origins, the only pages CORS admits. */
  studioOrigins: string[];
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Signs the file links the tool opens (valid for minutes); locally a fresh random key per start. */
  linkSecret: string;
  /** The website's origins (ALLOWED_ORIGINS, as send-email reads it): its confirmation page takes one-tap actions. */
  siteOrigins: string[];
  /** Checks the e-mails' one-tap actions (LEAD_ACTION_SECRET, send-email's too; decision 062). */
  leadActionSecret: string | undefined;
  /** The database's size limit, near which the owner is warned (DATABASE_MAX_BYTES, decision 054). */
  databaseMaxBytes: number;
  /** Storage's limit, near which the owner is warned (STORAGE_MAX_BYTES, decision 058). */
  storageMaxBytes: number;
  /** Supabase Storage, where a quote's photos are (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY; issue 49). */
  storageUrl: string | undefined;
  storageServiceKey: string | undefined;
  allowLoopbackServices: boolean;
};

type Env = Readonly<Record<string, string | undefined>>;

const text = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined), schema.optional());

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const schema = z.object({
  SANITY_PROJECT_ID: text(
    z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a Sanity project id such as "abc123de"'),
  ),
  SANITY_API_HOST: text(z.url({ error: 'must be an https URL such as https://api.sanity.io' })),
  LEADS_ALLOWED_ROLES: text(z.string()),
  LEADS_ALLOWED_USERS: text(z.string()),
  STUDIO_ORIGINS: text(z.string()),
  DATABASE_URL: text(z.string()),
  SUPABASE_DB_URL: text(z.string()),
  DATABASE_POOL_SIZE: text(z.string().regex(/^\d+$/, 'must be a whole number')),
  LEADS_LINK_SECRET: text(z.string().min(32, 'must be at least 32 characters (a random secret)')),
  LEAD_ACTION_SECRET: text(z.string().min(32, 'must be at least 32 characters (a random secret)')),
  ALLOWED_ORIGINS: text(z.string()),
  DATABASE_MAX_BYTES: text(z.string().regex(/^\d+$/, 'must be a whole number of bytes')),
  STORAGE_MAX_BYTES: text(z.string().regex(/^\d+$/, 'must be a whole number of bytes')),
  SUPABASE_URL: text(z.url({ error: 'must be an http(s) URL' })),
  SUPABASE_SERVICE_ROLE_KEY: text(z.string().min(20, 'must be the service role key')),
  ALLOW_LOOPBACK_SERVICES: text(z.enum(['true', 'false'])),
});

export function loadLeadsConfig(env: Env): LeadsConfig {
  const vars = parseEnvironment(schema, env);
  const origins = (name: 'STUDIO_ORIGINS' | 'ALLOWED_ORIGINS', example: string) => {
    const found = list(vars[name]);
    for (const origin of found)
      if (!URL.canParse(origin) || new URL(origin).origin !== origin)
        throw new ConfigError(name, `has "${origin}", which is not an origin such as ${example}`);
    return found;
  };
  const studioOrigins = origins('STUDIO_ORIGINS', 'https://x.sanity.studio');
  const siteOrigins = origins('ALLOWED_ORIGINS', 'https://nordkystbyg.dk');
  const roles = list(vars.LEADS_ALLOWED_ROLES);
  return {
    // The local Studio's project (studio/sanity.config.ts); production must name its own.
    sanityProjectId: vars.SANITY_PROJECT_ID ?? 'nordkyst',
    sanityApiHost: (vars.SANITY_API_HOST ?? 'https://api.sanity.io').replace(/\/+$/, ''),
    allowedRoles: roles.length ? roles : ['administrator'],
    allowedUsers: list(vars.LEADS_ALLOWED_USERS).map((user) => user.toLowerCase()),
    studioOrigins,
    databaseUrl: vars.DATABASE_URL ?? vars.SUPABASE_DB_URL,
    databasePoolSize: Math.max(1, Number(vars.DATABASE_POOL_SIZE ?? 4)),
    linkSecret: vars.LEADS_LINK_SECRET ?? randomSecret(),
    siteOrigins,
    leadActionSecret: vars.LEAD_ACTION_SECRET,
    databaseMaxBytes: Number(vars.DATABASE_MAX_BYTES ?? FREE_PLAN_DATABASE_BYTES),
    storageMaxBytes: Number(vars.STORAGE_MAX_BYTES ?? FREE_PLAN_STORAGE_BYTES),
    storageUrl: vars.SUPABASE_URL?.replace(/\/+$/, ''),
    storageServiceKey: vars.SUPABASE_SERVICE_ROLE_KEY,
    allowLoopbackServices: vars.ALLOW_LOOPBACK_SERVICES === 'true',
  };
}

/**
 * What the deployed function needs beyond `loadLeadsConfig`: its own project, the Studio's origins, a
 * database and a link secret shared by every instance, and no local default pointing at this machine.
 */
export function assertProductionLeadsConfig(
  config: LeadsConfig,
  env: Env,
): asserts config is LeadsConfig & { databaseUrl: string } {
  if (!env.SANITY_PROJECT_ID?.trim())
    throw new ConfigError('SANITY_PROJECT_ID', 'is required: the project whose Studio users may read leads');
  if (!config.studioOrigins.length)
    throw new ConfigError(
      'STUDIO_ORIGINS',
      "is required: the Studio's origins, e.g. https://nordkyst.sanity.studio",
    );
  if (!config.databaseUrl)
    throw new ConfigError('DATABASE_URL', 'is required (or SUPABASE_DB_URL, which Supabase sets)');
  if (!env.LEADS_LINK_SECRET?.trim())
    throw new ConfigError('LEADS_LINK_SECRET', 'is required: it signs the file links of every instance');
  if (!config.leadActionSecret)
    throw new ConfigError('LEAD_ACTION_SECRET', "is required: it checks the e-mails' one-tap actions");
  if (!config.siteOrigins.length)
    throw new ConfigError(
      'ALLOWED_ORIGINS',
      "is required: the website's origins, whose confirmation page takes the e-mails' one-tap actions",
    );
  if (config.allowLoopbackServices) return;
  if (pointsAtLoopback(config.sanityApiHost))
    throw new ConfigError(
      'SANITY_API_HOST',
      'points at a loopback address; leave it unset for https://api.sanity.io',
    );
  if (pointsAtLoopback(config.databaseUrl))
    throw new ConfigError('DATABASE_URL', 'points at a loopback address; use the Supabase database');
  const localSite = config.siteOrigins.find(pointsAtLoopback);
  if (localSite)
    throw new ConfigError('ALLOWED_ORIGINS', `has "${localSite}"; list the website's own origins`);
  const local = config.studioOrigins.find(pointsAtLoopback);
  if (local) throw new ConfigError('STUDIO_ORIGINS', `has "${local}"; list the Studio's own origins`);
}
