// Serves the build the way a client-rendered single-page app is served: assets as files, every other
// path answered with the bare shell (no prerendered content), compressed like the real host.
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

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

export async function startShellServer(root: string): Promise<{ url: string; close(): Promise<void> }> {
  // React Router's client-rendering shell, which the build keeps beside the published folder.
  const shell = await readFile(join(root, '..', 'spa-shell.html'));
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
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
