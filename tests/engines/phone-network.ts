// A phone's network between a browser and the local stack: an HTTP forward proxy the browser is set to
// use (every engine can be: launch.ts, fixtures.ts), which paces what the page sends to a phone's uplink
// and can cut the connection in the middle of an upload, as a phone on a building site loses it. Pacing
// the bytes here works the same in every engine (the DevTools protocol's throttling is Chromium's alone),
// and the proxy counts what the browser sent.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Transform, type TransformCallback } from 'node:stream';

export interface PhoneNetworkOptions {
  /** The uplink in kbit/s: the bodies the page sends go no faster (unpaced when absent). */
  upKbps?: number;
  /**
   * Cuts the connection of the first request whose method and URL match, after this many bytes of its
   * body have gone through: the browser sees the connection drop mid-upload. Later requests go through.
   */
  cut?: { method: RegExp; url: RegExp; afterBytes: number };
}

export interface PhoneNetwork {
  /** The proxy, as a browser's proxy setting names it: `http://127.0.0.1:<port>`. */
  url: string;
  /** Bytes the browser has sent through the proxy since the start or the last `resetSent` (all of it). */
  sent(): number;
  resetSent(): void;
  /** Requests whose connection the proxy cut. */
  cuts(): number;
  close(): Promise<void>;
}

/** Slices the uplink's time between the requests sending at once, as one radio link does. */
function uplink(kbps: number | undefined) {
  let freeAt = 0;
  return async (bytes: number) => {
    if (!kbps) return;
    const start = Math.max(performance.now(), freeAt);
    freeAt = start + (bytes * 8) / kbps;
    const wait = freeAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}

/** A request body through the uplink, in slices small enough that progress shows as it goes. */
function pacedBody(take: (bytes: number) => Promise<void>, onBytes: (bytes: number) => void): Transform {
  const slice = 8 * 1024;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      void (async () => {
        for (let at = 0; at < chunk.length; at += slice) {
          const part = chunk.subarray(at, at + slice);
          await take(part.length);
          onBytes(part.length);
          this.push(part);
        }
      })().then(() => done(), done);
    },
  });
}

export async function startPhoneNetwork(options: PhoneNetworkOptions = {}): Promise<PhoneNetwork> {
  const take = uplink(options.upKbps);
  const sockets = new Set<Socket>();
  let sentBefore = 0;
  let cutDone = false;
  let cuts = 0;

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    // A proxied request names its whole URL (absolute form); anything else is not for this proxy.
    if (!/^http:\/\//.test(request.url ?? '')) {
      response.writeHead(400).end('a forward proxy: absolute http URLs only');
      return;
    }
    const target = new URL(request.url ?? '');
    const cut = options.cut;
    const cutHere =
      !cutDone && cut !== undefined && cut.method.test(request.method ?? '') && cut.url.test(target.href);
    if (cutHere) cutDone = true;
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    const upstream = forward(target, { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    // The browser went away before the answer was whole (a cut, a reload): so does the upstream request.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    let bodyBytes = 0;
    let severed = false;
    const body = pacedBody(take, (bytes) => {
      bodyBytes += bytes;
      if (cutHere && cut && !severed && bodyBytes >= cut.afterBytes) {
        severed = true;
        cuts++;
        request.socket.destroy();
        upstream.destroy();
      }
    });
    body.on('error', () => upstream.destroy());
    request.pipe(body).pipe(upstream);
  };

  const server = createServer({ keepAlive: true }, handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sentBefore += socket.bytesRead;
      sockets.delete(socket);
    });
  });
  // No tunnels: the stack is plain HTTP, and a tunnel's bytes could not be paced or cut by request.
  server.on('connect', (_request, socket: Socket) => socket.end('HTTP/1.1 405 Method Not Allowed\r\n\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const live = () => [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0);
  let resetAt = 0;
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => sentBefore + live() - resetAt,
    resetSent() {
      resetAt = sentBefore + live();
    },
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
