// The local Content Lake over the repository's own seed, as the site build reads it.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContentServer, startContentServer } from '@nordkyst/content-lake';
import { seedDir } from '@nordkyst/studio';

export function startSeedServer(): Promise<ContentServer> {
  return startContentServer({
    port: 0,
    seedDir,
    // Kept between runs: LQIPs and transforms depend only on the image file.
    cacheDir: join(tmpdir(), 'nordkyst-content-test-image-cache'),
  });
}
