import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * Where a new cluster of this PGlite build is kept: initdb's output depends on nothing else. The
 * package's path holds its version (pnpm's store), its initdb's size any other build.
 */
async function templateFile(templateDir: string): Promise<string> {
  const initdb = fileURLToPath(import.meta.resolve('@electric-sql/pglite/initdb.wasm'));
  const key = createHash('sha256')
    .update(initdb)
    .update(String((await stat(initdb)).size))
    .digest('hex')
    .slice(0, 16);
  return join(templateDir, `new-cluster-${key}.tar`);
}

/**
 * Opens the database in `dataDir`. A new one starts from the files of a new cluster kept in
 * `templateDir` (about 1 s) instead of running initdb in WebAssembly (about 5 s alone); the first new
 * cluster made leaves its files there.
 */
export async function openDataDir(dataDir: string, templateDir?: string): Promise<PGlite> {
  if (templateDir === undefined || existsSync(join(dataDir, 'PG_VERSION'))) return PGlite.create({ dataDir });
  const file = await templateFile(templateDir);
  const template = await readFile(file).catch(() => undefined);
  if (template) return PGlite.create({ dataDir, loadDataDir: new Blob([template]) });
  const db = await PGlite.create({ dataDir });
  // Written aside and renamed, so a stack starting beside this one never reads half a file.
  await mkdir(templateDir, { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(partial, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
  await rename(partial, file);
  return db;
}
