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
  /** A client holding the lake's API token, as a script that writes would. */
  client: SanityClient;
  /** The same without a token: what any web page or the site build gets. */
  anonymous: SanityClient;
  /** `Authorization` for raw requests that need the token. */
  auth: { authorization: string };
  restart(): Promise<void>;
  remove(): Promise<void>;
};

export function clientFor(url: string, token?: string): SanityClient {
  return createClient({
    ...(token ? { token } : {}),
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
    anonymous: undefined as unknown as SanityClient,
    auth: { authorization: '' },
    async restart() {
      await lake.server.close();
      lake.server = await start();
      connect();
    },
    async remove() {
      await lake.server.close();
      await rm(dataDir, { recursive: true, force: true });
      await fixture.remove();
    },
  };
  function connect() {
    lake.client = clientFor(lake.server.url, lake.server.token);
    lake.anonymous = clientFor(lake.server.url);
    lake.auth = { authorization: `Bearer ${lake.server.token}` };
  }
  connect();
  return lake;
}
