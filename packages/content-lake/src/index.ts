// The local Content Lake: Sanity's data and image APIs over a store seeded from a seed folder.
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { createImageCache } from './images/image-cache.ts';
import { type ContentLake, createContentLake } from './store/content-lake.ts';

export { createApp, createDataApp } from './app.ts';
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
};

export type ContentServer = { url: string; lake: ContentLake; close(): Promise<void> };

export async function startContentServer(options: ContentServerOptions): Promise<ContentServer> {
  const { port = 3400, host = '127.0.0.1', seedDir, dataDir, cacheDir, projectId, dataset } = options;
  const lake = await createContentLake({
    seedDir,
    cacheDir,
    ...(dataDir ? { dataDir } : {}),
    ...(projectId ? { projectId } : {}),
    ...(dataset ? { dataset } : {}),
  });
  const app = createApp(lake, createImageCache(cacheDir));
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
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`;
  lake.setBaseUrl(url);

  return {
    url,
    lake,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          lake.close();
          if (error) reject(error);
          else resolve();
        });
        // Keep-alive sockets (and event streams) would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
