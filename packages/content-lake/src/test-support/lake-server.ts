// A content server over the fixture seed with its own data folder, and a real @sanity/client for it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { type ContentServer, startContentServer } from '../index.ts';
import { createFixtureSeed, type FixtureSeed } from './fixture.ts';

export type LakeServer = {
  fixture: FixtureSeed;
  dataDir: string;
  server: ContentServer;
  client: SanityClient;
  restart(): Promise<void>;
  remove(): Promise<void>;
};

export function clientFor(url: string): SanityClient {
  return createClient({
    apiHost: url,
    useProjectHostname: false,
    projectId: 'nordkyst',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
    maxRetries: 0,
  });
}

export async function startLakeServer(): Promise<LakeServer> {
  const fixture = await createFixtureSeed();
  const dataDir = await mkdtemp(join(tmpdir(), 'content-lake-data-'));
  const start = () =>
    startContentServer({ port: 0, seedDir: fixture.seedDir, cacheDir: fixture.cacheDir, dataDir });
  const lake: LakeServer = {
    fixture,
    dataDir,
    server: await start(),
    client: undefined as unknown as SanityClient,
    async restart() {
      await lake.server.close();
      lake.server = await start();
      lake.client = clientFor(lake.server.url);
    },
    async remove() {
      await lake.server.close();
      await rm(dataDir, { recursive: true, force: true });
      await fixture.remove();
    },
  };
  lake.client = clientFor(lake.server.url);
  return lake;
}
