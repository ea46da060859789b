import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePrivate } from './private-data.ts';

const umask = process.umask();
afterAll(() => {
  process.umask(umask);
});

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('makePrivate', () => {
  it('closes the data folder and what an earlier run left in it, and what is written after', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'private-data-')), '.data');
    process.umask(0o022);
    await mkdir(join(dir, 'outbox'), { recursive: true });
    await writeFile(join(dir, 'outbox', 'lead.eml'), 'Fra: Ole');
    expect(await mode(join(dir, 'outbox', 'lead.eml'))).toBe(0o644);

    await makePrivate(dir);
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(join(dir, 'outbox'))).toBe(0o700);
    expect(await mode(join(dir, 'outbox', 'lead.eml'))).toBe(0o600);
    await writeFile(join(dir, 'outbox', 'next.eml'), 'Fra: Lise');
    await mkdir(join(dir, 'image-cache'));
    expect(await mode(join(dir, 'outbox', 'next.eml'))).toBe(0o600);
    expect(await mode(join(dir, 'image-cache'))).toBe(0o700);
  });

  it('passes over files and folders another running stack removes while it walks (a cache’s temporary file)', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'private-data-')), '.data');
    let churning = true;
    // A second stack's image cache: temporary files and folders written and renamed away all along.
    const churn = (async () => {
      for (let round = 0; churning; round += 1) {
        const folder = join(dir, 'image-cache', `round-${round % 4}`);
        await mkdir(folder, { recursive: true });
        await Promise.all(Array.from({ length: 20 }, (_, i) => writeFile(join(folder, `${i}.tmp`), 'x')));
        await rm(folder, { recursive: true, force: true });
      }
    })();
    try {
      for (let run = 0; run < 30; run += 1) await makePrivate(dir);
    } finally {
      churning = false;
      await churn;
    }
    expect(await mode(dir)).toBe(0o700);
  });
});
