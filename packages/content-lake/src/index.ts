// The local Content Lake: Sanity's data and image APIs over a store seeded from a seed folder.
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Authorize } from './access/access.ts';
import { ensureApiToken } from './access/api-token.ts';
import { defaultCorsOrigins } from './access/origins.ts';
import { createApp } from './app.ts';
import { createImageCache } from './images/image-cache.ts';
import { lakeQueries } from './live/lake-queries.ts';
import { type ContentLake, createContentLake } from './store/content-lake.ts';

export { type Authorize, hostCheck, isEditor } from './access/access.ts';
export { apiTokenFileName } from './access/api-token.ts';
export { defaultCorsOrigins } from './access/origins.ts';
export { checkCorsHandler, createApp, createDataApp } from './app.ts';
export { ConfigError, configuredCorsOrigins, readAccessConfig } from './config.ts';
export { authorKey } from './routes/transaction-options.ts';
export type { SanityAction } from './store/actions.ts';
export {
  type CommitListener,
  type CommitOptions,
  type CommittedTransaction,
  type ContentLake,
  type ContentLakeOptions,
  createContentLake,
} from './store/content-lake.ts';
export type { SanityDocument } from './store/documents.ts';
export { MutationError } from './store/errors.ts';
export type { DocumentChange, SanityMutation } from './store/mutations.ts';
export { resetContentLake } from './store/reset.ts';

export type ContentServerOptions = {
  port?: number;
  host?: string;
  /** The folder holding `production.ndjson` and its images, loaded into an empty store. */
  seedDir: string;
  /** Where the store lives; omitted: an in-memory store, gone on close. */
  dataDir?: string;
  /** Transformed images and LQIPs. */
  cacheDir: string;
  projectId?: string;
  dataset?: string;
  /** Tokens besides the lake's own that may read drafts and write (the Studio's logins). */
  authorize?: Authorize;
  /** Origins whose pages may call the lake from a browser; the local site's and Studio's by default. */
  corsOrigins?: readonly string[];
  /** Host names besides 127.0.0.1, localhost and [::1] that address the lake. */
  hostNames?: readonly string[];
};

export type ContentServer = {
  url: string;
  lake: ContentLake;
  /** The lake's own API token: drafts and writes on the plain port, as a Sanity robot token. */
  token: string;
  /** Where the token is kept (0600), for scripts; none for an in-memory store. */
  tokenFile?: string;
  close(): Promise<void>;
};

const authorOfApiToken = 'system';

function sameToken(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function startContentServer(options: ContentServerOptions): Promise<ContentServer> {
  const { port = 3400, host = '127.0.0.1', seedDir, dataDir, cacheDir, projectId, dataset } = options;
  const { token, file: tokenFile } = await ensureApiToken(dataDir);
  const lake = await createContentLake({
    seedDir,
    cacheDir,
    ...(dataDir ? { dataDir } : {}),
    ...(projectId ? { projectId } : {}),
    ...(dataset ? { dataset } : {}),
  });
  let listeningPort = port;
  const app = createApp(lake, createImageCache(cacheDir), {
    authorize: (candidate) =>
      sameToken(candidate, token) ? authorOfApiToken : options.authorize?.(candidate),
    corsOrigins: options.corsOrigins ?? defaultCorsOrigins(),
    hostNames: options.hostNames ?? [],
    port: () => listeningPort,
  });
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    lake.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  listeningPort = address.port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`;
  lake.setBaseUrl(url);

  return {
    url,
    lake,
    token,
    ...(tokenFile ? { tokenFile } : {}),
    close: async () => {
      await lakeQueries(lake).syncTags.goAway();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => {
          lake.close();
          if (error) reject(error);
          else resolve();
        });
        // Keep-alive sockets (and event streams) would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}
