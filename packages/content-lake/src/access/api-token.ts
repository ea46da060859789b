// The lake's own API token, for scripts and tests that write through the plain port as a robot token
// would against Sanity. It lives in the data folder, readable by the local user only (0600), so a web
// page cannot learn it and another user of the computer cannot read it.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const apiTokenFileName = 'api-token';

const tokenPattern = /^sk-lake-[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return `sk-lake-${randomBytes(32).toString('base64url')}`;
}

/**
 * The token kept in `dataDir/api-token`, made on the first start; without a data folder (an in-memory
 * store), a fresh one per process.
 */
export async function ensureApiToken(dataDir: string | undefined): Promise<{ token: string; file?: string }> {
  if (!dataDir) return { token: newToken() };
  const file = join(dataDir, apiTokenFileName);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (tokenPattern.test(kept)) {
      // An earlier copy made with a looser umask, or copied by hand, is closed again.
      await chmod(file, 0o600);
      return { token: kept, file };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = newToken();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { token, file };
}
