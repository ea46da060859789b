// Serves the build the way a client-rendered single-page app is served: files as files (assets and the
// routes' `.data` files), every other path answered with the bare shell (no prerendered content),
// compressed like the real host. Hono's static-file and compression middleware do the serving.
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

// A build with `ssr: false` expects every route with a loader to arrive prerendered, its data inline, so on
// first load React Router fetches no data and the shell ends in the root error boundary. A client-rendered
// app fetches its data after boot instead. React Router's own switch for that (the flag its dev server sets
// during hot data revalidation) makes the first load fetch `<path>.data`, exactly as a client-side
// navigation does, so the shell renders the route's real content from the build's data files.
const fetchDataOnFirstLoad = '<script>window.__reactRouterHdrActive=true</script>';

/** The URL React Router's client fetches a route's loader data from (its `singleFetchUrl`). */
export function routeDataPath(route: string): string {
  return route.endsWith('/') ? `${route}_.data` : `${route}.data`;
}

async function readShell(root: string): Promise<string> {
  // React Router's client-rendering shell, which the build keeps beside the published folder.
  const html = await readFile(join(root, '..', 'spa-shell.html'), 'utf8');
  if (!html.includes('<head>')) throw new Error('spa-shell.html has no <head> to add the data switch to');
  return html.replace('<head>', `<head>${fetchDataOnFirstLoad}`);
}

export async function startShellServer(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const shell = await readShell(root);
  const app = new Hono();
  app.use(compress({ threshold: 0 }));
  // React Router's loader data (turbo-stream), a type Hono's MIME table lacks: text, so compressed.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.endsWith('.data')) c.res.headers.set('content-type', 'text/x-script; charset=utf-8');
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  // Only paths naming a file are files: `/galleri/` is a route even though `galleri/index.html` exists.
  const files = serveStatic({ root });
  app.get('*', (c, next) => (extname(c.req.path) ? files(c, next) : next()));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(shell);
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
