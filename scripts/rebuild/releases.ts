// Site releases for the local host: each rebuild writes a new folder, and one rename of a symbolic
// link makes it the served site, so a visitor gets the old site or the new one, never half of one.
import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

export const currentLink = (siteDir: string) => join(siteDir, 'current');
const releasesDir = (siteDir: string) => join(siteDir, 'releases');

/** An empty folder for the next build, named so the newest sorts last. */
export async function newRelease(siteDir: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-').replace('Z', '');
  const dir = join(releasesDir(siteDir), `${stamp}-${process.pid}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Points the served site at `folder` in one atomic step. */
export async function activate(siteDir: string, folder: string): Promise<void> {
  await mkdir(siteDir, { recursive: true });
  const temporary = join(siteDir, `.current-${process.pid}`);
  await rm(temporary, { force: true });
  await symlink(resolve(folder), temporary, 'dir');
  await rename(temporary, currentLink(siteDir));
}

/** The folder served now, if any. */
export async function activeFolder(siteDir: string): Promise<string | undefined> {
  return readlink(currentLink(siteDir)).catch(() => undefined);
}

/**
 * Deletes old releases, keeping the served one and the one before it (a page loaded just before the
 * swap may still fetch its scripts), and `pinned`, a release the next publish renders from.
 */
export async function pruneReleases(siteDir: string, keep = 2, pinned?: string): Promise<void> {
  const active = await activeFolder(siteDir);
  const activeRelease = active && dirname(active) !== siteDir ? basename(dirname(active)) : undefined;
  const pinnedRelease =
    pinned && dirname(resolve(pinned)) === resolve(releasesDir(siteDir)) ? basename(pinned) : undefined;
  const names = (await readdir(releasesDir(siteDir)).catch(() => [])).sort();
  const older = names
    .filter((name) => name !== activeRelease && name !== pinnedRelease)
    .slice(0, -(keep - 1) || undefined);
  await Promise.all(
    older.map((name) => rm(join(releasesDir(siteDir), name), { recursive: true, force: true })),
  );
}
