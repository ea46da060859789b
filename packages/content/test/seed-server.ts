// The local Content Lake over the repository's own seed, as the site build reads it.
import { fileURLToPath } from 'node:url';
import { type ContentServer, startContentServer } from '@nordkyst/content-lake';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function startSeedServer(): Promise<ContentServer> {
  return startContentServer({
    port: 0,
    seedDir: `${repoRoot}studio/seed`,
    // Shared with `pnpm start`: LQIPs and transforms depend only on the image file.
    cacheDir: `${repoRoot}.data/image-cache`,
  });
}
