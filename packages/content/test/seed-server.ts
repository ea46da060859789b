// The local Content Lake over the repository's own seed, as the site build reads it.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContentServer, startContentServer } from '@nordkyst/content-lake';
import { seedDir } from '@nordkyst/studio';
import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll } from 'vitest';
import { type ContentConfig, createContentClient, readContentConfig } from '../src/client.ts';

export function startSeedServer(): Promise<ContentServer> {
  return startContentServer({
    port: 0,
    seedDir,
    // Kept between runs: LQIPs and transforms depend only on the image file.
    cacheDir: join(tmpdir(), 'nordkyst-content-test-image-cache'),
  });
}

/** The seed server for the calling test file, started before its tests, with the client that reads it. */
export function useSeedServer() {
  const seed = {} as { server: ContentServer; config: ContentConfig; client: SanityClient };
  beforeAll(async () => {
    seed.server = await startSeedServer();
    seed.config = readContentConfig({ SANITY_API_HOST: seed.server.url });
    seed.client = createContentClient(seed.config);
  }, 120_000);
  afterAll(async () => {
    await seed.server?.close();
  });
  return seed;
}
