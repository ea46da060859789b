import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createImageCache } from './image-cache.ts';

const image = (size: number) => async () => Buffer.alloc(size, 1);
const files = async (dir: string) =>
  (await readdir(join(dir, 'images'))).filter((name) => !name.endsWith('.tmp'));

describe('the image disk cache', () => {
  it('stays under its size limit, dropping the least recently used variants first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-cache-'));
    const cache = createImageCache(dir, 2500);
    await cache.get('a', image(1000));
    await cache.get('b', image(1000));
    expect((await cache.get('a', image(1000))).hit).toBe(true);
    await cache.get('c', image(1000));
    expect(await files(dir)).toHaveLength(2);
    // `b` was used least recently: it went, `a` stayed.
    expect((await cache.get('a', image(1000))).hit).toBe(true);
    expect((await cache.get('b', image(1000))).hit).toBe(false);
    expect(await files(dir)).toHaveLength(2);
  });

  it('counts what an earlier run left on disk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-cache-'));
    const first = createImageCache(dir, 10_000);
    await first.get('a', image(1000));
    await first.get('b', image(1000));
    const restarted = createImageCache(dir, 1500);
    await restarted.get('c', image(1000));
    expect(await files(dir)).toHaveLength(1);
    expect((await restarted.get('c', image(1000))).hit).toBe(true);
  });
});
