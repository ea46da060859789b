import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStudioFiles } from './studio-files.ts';

let dir: string;
let app: Hono;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-files-'));
  await mkdir(join(dir, 'static'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Studio</title>');
  await writeFile(join(dir, 'static', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(dir, 'favicon.svg'), '<svg/>');
  app = new Hono();
  addStudioFiles(app, dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('Studio files', () => {
  it('serves hashed build files as immutable, with their type', async () => {
    const response = await app.request('/static/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves other files to be revalidated', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/', '/structure/galleryItem', '/desk;x'])(
    'answers the Studio page for the route %s',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Studio</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/static/missing.js', '/../package.json', '/static/..%2f..%2fetc%2fpasswd.js'])(
    'answers 404 for %s',
    async (path) => {
      expect((await app.request(path)).status).toBe(404);
    },
  );

  it('says the Studio is not built yet when its page is missing', async () => {
    const empty = new Hono();
    addStudioFiles(empty, join(dir, 'static'));
    const response = await empty.request('/structure');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Studio er ikke bygget endnu');
  });
});
