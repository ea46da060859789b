import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
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

  it('refuses a server of this checkout that answers for another service or another port', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stack-site-'));
    dirs.push(dir);
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Side</title>');
    const port = await freePort();
    process.env.HOST_PORT = String(port);
    vi.resetModules();
    const first = await import('./stack.ts');
    await first.startHost(dir);
    // A port that forwards every connection to the site server.
    const sockets = new Set<Socket>();
    const forwarder = createServer((client) => {
      const upstream = connect(port, '127.0.0.1');
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => forwarder.once('listening', resolve));
    const forwarded = (forwarder.address() as { port: number }).port;
    try {
      // The site server on the port the preview is configured for: this checkout's, but not the preview.
      process.env.PREVIEW_PORT = String(port);
      vi.resetModules();
      const preview = await import('./stack.ts');
      await expect(preview.startPreviewHost()).rejects.toThrow(
        new RegExp(
          `^preview: port ${port} is taken by process \\d+ \\(.*\\), which answers as this checkout's site server on port ${port}, not its preview server on port ${port}; stop it, or set PREVIEW_PORT to a free port$`,
        ),
      );

      // The site server reached through another port: it answers for its own.
      process.env.HOST_PORT = String(forwarded);
      vi.resetModules();
      const throughForwarder = await import('./stack.ts');
      await expect(throughForwarder.startHost(dir)).rejects.toThrow(
        new RegExp(
          `^site: port ${forwarded} is taken by process ${process.pid} \\(.*node.*\\), which answers as this checkout's site server on port ${port}, not its site server on port ${forwarded}; stop it, or set HOST_PORT to a free port$`,
        ),
      );

      // On its own port it is the one asked for, and reused.
      process.env.HOST_PORT = String(port);
      vi.resetModules();
      const next = await import('./stack.ts');
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await next.startHost(dir);
      expect(log).toHaveBeenCalledWith(`site: already running at http://127.0.0.1:${port}/, reusing it`);
      log.mockRestore();
    } finally {
      delete process.env.PREVIEW_PORT;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => forwarder.close(resolve));
      await first.stopAll();
    }
  });
});
