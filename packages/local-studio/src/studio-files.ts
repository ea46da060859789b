// Serves the Studio built for the local API host: its files (Hono's static-file middleware), and its
// page for every other path (the Studio routes in the browser, as Sanity's hosting does).
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const notBuilt =
  '<!doctype html><html lang="da"><meta charset="utf-8"><title>Studio</title>' +
  '<p>Studio er ikke bygget endnu. Start med <code>pnpm start</code>, som bygger det.</p></html>';

export function addStudioFiles(app: Hono, studioDir: string): void {
  const root = resolve(studioDir);
  const files = serveStatic({ root });
  app.get('*', async (c, next) => {
    // A file answers with its Response; otherwise the middleware has run the Studio page handler.
    const found = await files(c, next);
    if (!(found instanceof Response)) return;
    // Sanity's build names everything under /static/ and /vendor/ by content hash.
    const immutable = c.req.path.startsWith('/static/') || c.req.path.startsWith('/vendor/');
    found.headers.set('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return found;
  });
  app.get('*', async (c) => {
    // A path with an extension is a missing file, not a Studio route.
    if (extname(c.req.path)) return c.notFound();
    const page = await readFile(join(root, 'index.html'), 'utf8').catch(() => undefined);
    if (page === undefined) return c.html(notBuilt, 503);
    return c.html(page, 200, { 'cache-control': 'no-cache' });
  });
}
