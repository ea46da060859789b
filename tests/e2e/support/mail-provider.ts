// A stand-in for Resend's e-mail API (RESEND_API_URL) that a spec can make fail: the functions send
// through their real Resend transport, and the provider answers 500 while it is down.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type MailProvider = Awaited<ReturnType<typeof startMailProvider>>;

export async function startMailProvider() {
  let down = false;
  let sent = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (down) {
        response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"provider down"}');
        return;
      }
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ id: `re_e2e_${++sent}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`,
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
