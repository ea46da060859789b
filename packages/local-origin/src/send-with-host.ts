// fetch() may not set Host; a test that plays a page of a rebound DNS name (or checks a server's host
// names) sends its request with node:http instead.
import { request } from 'node:http';

/** Sends a request to `url` with the given Host header and answers it as a fetch Response. */
export function sendWithHost(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: { ...init.headers, host } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers))
            if (typeof value === 'string') headers.set(name, value);
          const status = incoming.statusCode ?? 0;
          resolve(
            new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), {
              status,
              headers,
            }),
          );
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
