// The local stack's files (the lake's API token, the Studio's sessions and login code, leads in the
// database, e-mails in the outbox) belong to the user who runs it: other accounts on the computer may
// read none of them (docs/decisions/030-local-hardening.md).
import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A file another running stack removed between the listing and the change (a cache's temporary file) needs no change. */
function ignoreGone(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

/** Every entry under `dir`; a folder removed while it is walked is skipped, not fatal. */
async function list(dir: string): Promise<{ path: string; isDirectory: boolean }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    ignoreGone(error);
    return [];
  });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.isSymbolicLink())
      .map(async (entry) => {
        const path = join(dir, entry.name);
        const self = { path, isDirectory: entry.isDirectory() };
        return entry.isDirectory() ? [self, ...(await list(path))] : [self];
      }),
  );
  return nested.flat();
}

/**
 * Makes `dir` and everything in it readable by its owner only (folders 0700, files 0600, closing what an
 * earlier run made with a looser umask), and sets this process's umask so that what it and its children
 * write from now on is private too.
 */
export async function makePrivate(dir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const entries = await list(dir);
  await Promise.all(
    entries.map((entry) => chmod(entry.path, entry.isDirectory ? 0o700 : 0o600).catch(ignoreGone)),
  );
}
