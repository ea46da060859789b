// Transformed images kept on disk, so a restart does not redo them, and concurrent requests for the same
// variant share one transform. The cache has a size limit: past it, the least recently used variants go
// (a page asking for every width of every image would otherwise fill the disk).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.ts';

export type CachedImage = { body: Buffer; hit: boolean };

export type ImageCache = {
  get(key: unknown, render: () => Promise<Buffer>): Promise<CachedImage>;
};

/** Room for every variant the site and the Studio ask for, many times over. */
export const defaultImageCacheBytes = 512 * 1024 * 1024;

/** The cached files and their sizes, least recently used first (as an earlier run left them: by time). */
async function scan(dir: string): Promise<Map<string, number>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => /^[0-9a-f]{64}$/.test(name))
      .map(async (name) => ({ name, info: await stat(join(dir, name)).catch(() => undefined) })),
  );
  const present = files.flatMap(({ name, info }) => (info ? [{ name, info }] : []));
  present.sort((a, b) => a.info.mtimeMs - b.info.mtimeMs);
  return new Map(present.map(({ name, info }) => [name, info.size]));
}

export function createImageCache(cacheDir: string, maxBytes = defaultImageCacheBytes): ImageCache {
  const dir = join(cacheDir, 'images');
  const rendering = new Map<string, Promise<Buffer>>();
  let entries = new Map<string, number>();
  let bytes = 0;
  const ready = scan(dir).then((found) => {
    entries = found;
    bytes = [...found.values()].reduce((sum, size) => sum + size, 0);
  });

  /** Marks a variant as just used: a Map keeps insertion order, so it moves to the end. */
  function touch(hash: string, size: number): void {
    bytes += size - (entries.get(hash) ?? 0);
    entries.delete(hash);
    entries.set(hash, size);
  }

  /** Counts a new variant and drops the least recently used ones past the limit (never the new one). */
  async function add(hash: string, size: number): Promise<void> {
    await ready;
    touch(hash, size);
    const dropped: string[] = [];
    for (const [oldest, oldestSize] of entries) {
      if (bytes <= maxBytes || oldest === hash) break;
      entries.delete(oldest);
      bytes -= oldestSize;
      dropped.push(oldest);
    }
    await Promise.all(dropped.map((name) => unlink(join(dir, name)).catch(() => undefined)));
  }

  async function renderAndStore(hash: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const body = await render();
    await writeFileAtomic(join(dir, hash), body);
    await add(hash, body.length);
    return body;
  }

  return {
    async get(key, render) {
      const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex');
      try {
        const body = await readFile(join(dir, hash));
        await ready;
        touch(hash, body.length);
        return { body, hit: true };
      } catch {
        let pending = rendering.get(hash);
        if (!pending) {
          pending = renderAndStore(hash, render).finally(() => rendering.delete(hash));
          rendering.set(hash, pending);
        }
        return { body: await pending, hit: false };
      }
    },
  };
}
