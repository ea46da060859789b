import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('stack', () => {
  it('starts a server again after stopAll, once the old one has exited', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stack-site-'));
    dirs.push(dir);
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Side</title>');
    // The ports are read when the module loads.
    process.env.HOST_PORT = String(await freePort());
    const stack = await import('./stack.ts');
    const page = () => fetch(`${stack.urls.site}/`).then((response) => response.status);

    await stack.startHost(dir);
    expect(await page()).toBe(200);
    await stack.stopAll();
    await expect(page()).rejects.toThrow();

    await stack.startHost(dir);
    try {
      expect(await page()).toBe(200);
    } finally {
      await stack.stopAll();
    }
  });
});
