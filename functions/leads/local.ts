// `leads` in the local runner: the same handler, asking the local Studio's API (HTTPS under the
// stack's own certificate authority, on `<project>.localhost`) who the token belongs to.
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../_shared/clock.ts';
import type { Sql } from '../_shared/database.ts';
import { createQuoteStorage } from '../send-email/quote-storage.ts';
import { loadLeadsConfig } from './config.ts';
import { createLeadsHandler } from './handler.ts';
import { photoStorage } from './photo-storage.ts';
import { createStudioUserCheck, type StudioUserOptions } from './studio-user.ts';
import { ownerWarningSources } from './warning-sources.ts';

const DEFAULT_CA_FILE = fileURLToPath(new URL('../../.data/studio/tls/ca.crt', import.meta.url));

/** `*.localhost` is this machine (browsers know it; the system's resolver may not). */
const loopback: LookupFunction = (_host, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/**
 * A GET to a server on this machine that trusts the certificate authority in `caFile` (read on each
 * call: the stack makes it when the Studio first starts): for the local Studio's API only.
 */
export function localFetch(caFile?: string): NonNullable<StudioUserOptions['fetch']> {
  return async (url, init) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const ca = secure && caFile ? await readFile(caFile, 'utf8') : undefined;
    const request = secure ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const call = request(
        target,
        {
          method: 'GET',
          headers: init.headers,
          ...(ca ? { ca } : {}),
          signal: init.signal,
          ...(target.hostname.endsWith('.localhost') || target.hostname === 'localhost'
            ? { lookup: loopback }
            : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 502 })),
          );
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end();
    });
  };
}

/**
 * The local `leads` handler: the Studio at SANITY_API_HOST (default the stack's, https://localhost:<STUDIO_PORT>),
 * its origins admitted by CORS, the stack's database connection shared with send-email.
 */
export function createLocalLeads(options: {
  sql: Sql;
  env: Readonly<Record<string, string | undefined>>;
  clock: Clock;
  afterResend?: () => void;
  /** The runner's own storage, whose address it knows once it listens. */
  storage?: { url: () => string; serviceKey: string };
}) {
  const { env } = options;
  const studioPort = env.STUDIO_PORT && env.STUDIO_PORT !== 'off' ? env.STUDIO_PORT : '3333';
  const config = loadLeadsConfig({ SANITY_API_HOST: `https://localhost:${studioPort}`, ...env });
  const { host } = new URL(config.sanityApiHost);
  const studioOrigins = config.studioOrigins.length
    ? config.studioOrigins
    : [`https://${config.sanityProjectId}.${host}`, `https://${host}`];
  return createLeadsHandler({
    sql: options.sql,
    clock: options.clock,
    checkUser: createStudioUserCheck({
      projectId: config.sanityProjectId,
      apiHost: config.sanityApiHost,
      allowedRoles: config.allowedRoles,
      allowedUsers: config.allowedUsers,
      fetch: localFetch(env.SANITY_CA_FILE ?? DEFAULT_CA_FILE),
    }),
    studioOrigins,
    linkSecret: config.linkSecret,
    siteOrigins: config.siteOrigins,
    leadActionSecret: config.leadActionSecret,
    warnings: ownerWarningSources(options.sql, options.clock, config),
    photos: options.storage ? createQuoteStorage(options.storage) : photoStorage(config),
    ...(options.afterResend ? { afterResend: options.afterResend } : {}),
  });
}
