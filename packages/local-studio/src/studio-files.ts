// Serves the Studio built for the local API host: its files, and its page for every other path (the
// Studio routes in the browser, as Sanity's hosting does).
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names inside the build, or undefined (outside it, hidden, or not there). */
async function fileFor(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((s) => s.startsWith('.'))) return undefined;
  const path = resolve(root, `.${decoded}`);
  if (!path.startsWith(root + sep)) return undefined;
  return (await isFile(path)) ? path : undefined;
}

export function addStudioFiles(app: Hono, studioDir: string): void {
  const root = resolve(studioDir);
  app.get('*', async (c) => {
    const file = await fileFor(root, c.req.path);
    if (file) {
      // Sanity's build names everything under /static/ by content hash.
      const immutable = c.req.path.startsWith('/static/') || c.req.path.startsWith('/vendor/');
      return c.body(new Uint8Array(await readFile(file)), 200, {
        'content-type': getMimeType(file) ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    // A path with an extension is a missing file, not a Studio route.
    if (extname(c.req.path)) return c.notFound();
    const index = join(root, 'index.html');
    if (!(await isFile(index)))
      return c.html(
        '<!doctype html><html lang="da"><meta charset="utf-8"><title>Studio</title>' +
          '<p>Studio er ikke bygget endnu. Start med <code>pnpm start</code>, som bygger det.</p></html>',
        503,
      );
    return c.html(await readFile(index, 'utf8'), 200, { 'cache-control': 'no-cache' });
  });
}
