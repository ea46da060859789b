import { mkdir, mkdtemp, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activate, activeFolder, currentLink, newRelease, pruneReleases } from './releases.ts';

async function release(siteDir: string, text: string): Promise<string> {
  const dir = await newRelease(siteDir);
  await mkdir(join(dir, 'client'));
  await writeFile(join(dir, 'client', 'index.html'), text);
  // Distinct names even within one millisecond.
  await new Promise((r) => setTimeout(r, 2));
  return join(dir, 'client');
}

describe('site releases', () => {
  it('swaps the served folder in one step and keeps the previous release', async () => {
    const siteDir = await mkdtemp(join(tmpdir(), 'site-'));
    const first = await release(siteDir, 'one');
    await activate(siteDir, first);
    expect(await readFile(join(currentLink(siteDir), 'index.html'), 'utf8')).toBe('one');
    const second = await release(siteDir, 'two');
    await activate(siteDir, second);
    expect(await readFile(join(currentLink(siteDir), 'index.html'), 'utf8')).toBe('two');
    expect(await realpath(currentLink(siteDir))).toBe(await realpath(second));
    const third = await release(siteDir, 'three');
    await activate(siteDir, third);
    await pruneReleases(siteDir);
    const kept = await readdir(join(siteDir, 'releases'));
    expect(kept).toHaveLength(2);
    expect(await activeFolder(siteDir)).toBe(third);
    expect(await readFile(join(second, 'index.html'), 'utf8')).toBe('two');
  });

  it('never deletes the served folder, even when it is not the newest', async () => {
    const siteDir = await mkdtemp(join(tmpdir(), 'site-'));
    const served = await release(siteDir, 'served');
    await activate(siteDir, served);
    await release(siteDir, 'newer');
    await release(siteDir, 'newest');
    await pruneReleases(siteDir);
    expect(await readFile(join(currentLink(siteDir), 'index.html'), 'utf8')).toBe('served');
  });
});
