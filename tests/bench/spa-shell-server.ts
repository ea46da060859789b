// Serves the build the way a client-rendered single-page app is served: files as files (assets and the
// routes' `.data` files), every other path answered with the bare shell (no prerendered content),
// compressed like the real host.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.data': 'text/x-script',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
};

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

async function readShell(root: string): Promise<Buffer> {
  // React Router's client-rendering shell, which the build keeps beside the published folder.
  const html = await readFile(join(root, '..', 'spa-shell.html'), 'utf8');
  if (!html.includes('<head>')) throw new Error('spa-shell.html has no <head> to add the data switch to');
  return Buffer.from(html.replace('<head>', `<head>${fetchDataOnFirstLoad}`));
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

export async function startShellServer(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const shell = await readShell(root);
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    // Only paths naming a file are files: `/galleri/` is a route even though `galleri/index.html` exists.
    const isAsset = file.startsWith(root) && extname(path) !== '' && (await isFile(file));
    const body = isAsset ? await readFile(file) : shell;
    const type = isAsset ? (types[extname(path)] ?? 'application/octet-stream') : types['.html'];
    const compress = /text|javascript|json|xml|svg/.test(type ?? '');
    res.writeHead(200, {
      'content-type': type,
      'cache-control':
        isAsset && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(compress ? gzipSync(body) : body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
