// Transformed images kept on disk, so a restart does not redo them, and concurrent requests for the same
// variant share one transform.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.ts';

export type CachedImage = { body: Buffer; hit: boolean };

export type ImageCache = {
  get(key: unknown, render: () => Promise<Buffer>): Promise<CachedImage>;
};

export function createImageCache(cacheDir: string): ImageCache {
  const dir = join(cacheDir, 'images');
  const rendering = new Map<string, Promise<Buffer>>();

  async function renderAndStore(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const body = await render();
    await writeFileAtomic(file, body);
    return body;
  }

  return {
    async get(key, render) {
      const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex');
      const file = join(dir, hash);
      try {
        return { body: await readFile(file), hit: true };
      } catch {
        let pending = rendering.get(hash);
        if (!pending) {
          pending = renderAndStore(file, render).finally(() => rendering.delete(hash));
          rendering.set(hash, pending);
        }
        return { body: await pending, hit: false };
      }
    },
  };
}
