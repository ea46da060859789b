// The local Content Lake: Sanity's data and image APIs over a store seeded from a seed folder.
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { createImageCache } from './images/image-cache.ts';
import { loadSeed, setAssetBaseUrl } from './store/seed.ts';

export type ContentServerOptions = {
  port?: number;
  host?: string;
  /** The folder holding `production.ndjson` and its images. */
  seedDir: string;
  /** Transformed images and LQIPs. */
  cacheDir: string;
  projectId?: string;
  dataset?: string;
};

export type ContentServer = { url: string; close(): Promise<void> };

export async function startContentServer(options: ContentServerOptions): Promise<ContentServer> {
  const {
    port = 3400,
    host = '127.0.0.1',
    seedDir,
    cacheDir,
    projectId = 'nordkyst',
    dataset = 'production',
  } = options;
  const store = await loadSeed({ seedDir, cacheDir, projectId, dataset });
  const app = createApp(store, createImageCache(cacheDir));
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`;
  setAssetBaseUrl(store, url);

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
