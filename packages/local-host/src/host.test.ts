import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendWithHost } from '@nordkyst/local-origin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningHost, startHost } from './host.ts';

const NOT_FOUND_PAGE = '<h1>404 - Side ikke fundet</h1>';

let root: string;
let host: RunningHost;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-'));
  await mkdir(join(root, 'om-os'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), `<h1>Hjem</h1>${'x'.repeat(2000)}`);
  await writeFile(join(root, 'om-os/index.html'), '<h1>Om os</h1>');
  await writeFile(join(root, 'moldova-ansogning.html'), '<h1>Заявка</h1>');
  await writeFile(join(root, '404.html'), NOT_FOUND_PAGE);
  await writeFile(join(root, 'assets/app.js'), 'console.log(1)');
  await writeFile(join(root, 'om-os/_.data'), '[{}]');
  await writeFile(
    join(root, '_redirects'),
    '/om-os /om-os/ 301\n/app/* /om-os/index.html 200\n/* /404.html 404\n',
  );
  await writeFile(
    join(root, '_headers'),
    '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  );
  host = await startHost({ port: 0, root });
});

afterAll(async () => {
  await host.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) =>
  fetch(`${host.url}${path}`, { redirect: 'manual', ...init });

describe('startHost', () => {
  it('refuses a foreign Host (a rebound DNS name) and serves its own names', async () => {
    const { port } = new URL(host.url);
    const foreign = await sendWithHost(`${host.url}/`, `rebound.example:${port}`);
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).not.toContain('Hjem');
    expect((await sendWithHost(`${host.url}/`, '127.0.0.1:1')).status).toBe(403);
    for (const name of ['127.0.0.1', 'localhost', '[::1]'])
      expect((await sendWithHost(`${host.url}/`, `${name}:${port}`)).status).toBe(200);
  });

  it('serves index.html for a directory path with an HTML content type', async () => {
    const response = await get('/om-os/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await response.text()).toBe('<h1>Om os</h1>');
  });

  it('redirects the path without a slash', async () => {
    const response = await get('/om-os?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/om-os/?x=1');
  });

  it.each([
    // <path>.html is served at the path without a slash, and is not found with one.
    ['/moldova-ansogning', 200, '<h1>Заявка</h1>'],
    ['/moldova-ansogning/', 404, NOT_FOUND_PAGE],
    ['/findes-ikke/', 404, NOT_FOUND_PAGE],
    // A 200 rule serves its target at the requested path, with the rule's status.
    ['/app/any/route', 200, '<h1>Om os</h1>'],
  ])('answers %s with status %i and the page for it', async (path, status, body) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
  });

  it('applies _headers and does not serve the rules files', async () => {
    const asset = await get('/assets/app.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/_redirects')).status).toBe(404);
  });

  it('compresses text with brotli or gzip as the client accepts', async () => {
    const identity = await get('/', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    const br = await fetch(`${host.url}/`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('<h1>Hjem</h1>');
    const raw = await fetch(`${host.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    // fetch decodes transparently: the text is intact and the header says gzip.
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(await raw.text()).toContain('<h1>Hjem</h1>');
  });

  it('encodes a file with Brotli once per version, and anew after it changes', async () => {
    const page = () =>
      fetch(`${host.url}/index.html`, { headers: { 'accept-encoding': 'br' } }).then(async (response) => ({
        etag: response.headers.get('etag'),
        length: response.headers.get('content-length'),
        text: await response.text(),
      }));
    const first = await page();
    expect(first.etag).toMatch(/^W\//);
    expect(Number(first.length)).toBeLessThan(200);
    expect(await page()).toEqual(first);
    await writeFile(join(root, 'index.html'), `<h1>Hjem, ny udgave</h1>${'y'.repeat(3000)}`);
    const changed = await page();
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.text).toBe(`<h1>Hjem, ny udgave</h1>${'y'.repeat(3000)}`);
    await writeFile(join(root, 'index.html'), `<h1>Hjem</h1>${'x'.repeat(2000)}`);
  });

  it('serves React Router data files with their type', async () => {
    const response = await get('/om-os/_.data');
    expect(response.headers.get('content-type')).toBe('text/x-script; charset=utf-8');
  });

  it('refuses methods a static host does not answer', async () => {
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  it('answers 304 for a matching ETag', async () => {
    const first = await get('/om-os/');
    const second = await get('/om-os/', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(second.status).toBe(304);
  });

  it('refuses directory traversal', async () => {
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%5c..%5cpackage.json',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('root:');
    }
  });
});

describe('startHost with a folder swapped while it runs', () => {
  it("serves the folder the root function names at each request, with that folder's rules", async () => {
    const first = await mkdtemp(join(tmpdir(), 'local-host-a-'));
    const second = await mkdtemp(join(tmpdir(), 'local-host-b-'));
    await writeFile(join(first, 'index.html'), 'first');
    await writeFile(join(second, 'index.html'), 'second');
    await writeFile(join(second, '_redirects'), '/gammel / 301\n');
    let current = first;
    const swapping = await startHost({ port: 0, root: () => current });
    try {
      expect(await (await fetch(`${swapping.url}/`)).text()).toBe('first');
      expect((await fetch(`${swapping.url}/gammel`, { redirect: 'manual' })).status).toBe(404);
      current = second;
      expect(await (await fetch(`${swapping.url}/`)).text()).toBe('second');
      expect((await fetch(`${swapping.url}/gammel`, { redirect: 'manual' })).status).toBe(301);
    } finally {
      await swapping.close();
      await Promise.all([first, second].map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});

describe('a root that is a symbolic link', () => {
  it('serves the folder the link points to now, with that folder’s rules', async () => {
    const base = await mkdtemp(join(tmpdir(), 'local-host-link-'));
    for (const [name, heading, rule] of [
      ['a', 'Gammel', '/ny /a-side 301'],
      ['b', 'Ny', '/ny /b-side 301'],
    ] as const) {
      await mkdir(join(base, name));
      await writeFile(join(base, name, 'index.html'), `<h1>${heading}</h1>`);
      await writeFile(join(base, name, '_redirects'), `${rule}\n`);
    }
    const link = join(base, 'current');
    await symlink(join(base, 'a'), link);
    const linked = await startHost({ port: 0, root: link });
    try {
      expect(await (await fetch(`${linked.url}/`)).text()).toBe('<h1>Gammel</h1>');
      await symlink(join(base, 'b'), join(base, 'next'));
      await rename(join(base, 'next'), link);
      expect(await (await fetch(`${linked.url}/`)).text()).toBe('<h1>Ny</h1>');
      const redirect = await fetch(`${linked.url}/ny`, { redirect: 'manual' });
      expect(redirect.headers.get('location')).toBe('/b-side');
    } finally {
      await linked.close();
      await rm(base, { recursive: true, force: true });
    }
  });
});
