import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

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

  it('reuses a server only when it proves to be this checkout’s, and names what holds a port otherwise', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stack-site-'));
    dirs.push(dir);
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Side</title>');
    const port = await freePort();
    process.env.HOST_PORT = String(port);
    vi.resetModules();
    const first = await import('./stack.ts');
    await first.startHost(dir);
    try {
      // The next command (a module of its own, as a new `pnpm start` is) finds it and reuses it.
      vi.resetModules();
      const next = await import('./stack.ts');
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await next.startHost(dir);
      expect(log).toHaveBeenCalledWith(`site: already running at http://127.0.0.1:${port}/, reusing it`);
      log.mockRestore();
    } finally {
      await first.stopAll();
    }

    // Another program on the port, answering HTTP as a server would, but without the proof.
    const stranger = createHttpServer((_request, response) => response.end('<!doctype html>'));
    await new Promise<void>((resolve) => stranger.listen(port, '127.0.0.1', resolve));
    try {
      vi.resetModules();
      const stack = await import('./stack.ts');
      await expect(stack.startHost(dir)).rejects.toThrow(
        new RegExp(
          `^site: port ${port} is taken by process ${process.pid} \\(.*node.*\\), which is not this checkout's site server; stop it, or set HOST_PORT to a free port$`,
        ),
      );
    } finally {
      await new Promise((resolve) => stranger.close(resolve));
    }
  });
});
