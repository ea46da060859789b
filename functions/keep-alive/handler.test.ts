import { describe, expect, it } from 'vitest';
import { createKeepAliveHandler, type KeepAliveDeps } from './handler.ts';

const URL_ = 'http://127.0.0.1:54321/functions/v1/keep-alive';
const at = '2026-05-01T10:00:00.000Z';

function setup(overrides: Partial<KeepAliveDeps> = {}) {
  const logs: Record<string, unknown>[] = [];
  const handler = createKeepAliveHandler({
    config: { allowedOrigins: ['http://127.0.0.1:4173'] },
    clock: { now: () => Date.parse(at) },
    log: (entry) => logs.push(entry),
    ...overrides,
  });
  return { handler, logs };
}

const ping = (body: unknown) =>
  new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('keep-alive', () => {
  it('records the ping and answers { ok, at }', async () => {
    const { handler, logs } = setup();
    const response = await handler(ping({ source: 'client', userAgent: 'Mozilla/5.0' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, at });
    expect(logs).toEqual([
      { fn: 'keep-alive', source: 'client', userAgent: 'Mozilla/5.0', at, touched: 'no' },
    ]);
  });

  it('cuts a long user agent and strips control characters', async () => {
    const { handler, logs } = setup();
    await handler(ping({ source: 'client', userAgent: `Evil\r\n${'x'.repeat(1000)}` }));
    const userAgent = String(logs[0]?.userAgent);
    expect(userAgent.length).toBe(300);
    expect(userAgent.startsWith('Evil x')).toBe(true);
  });

  it('touches the backend when configured, and still answers when that fails', async () => {
    const { handler, logs } = setup({
      touchBackend: () => Promise.reject(new Error('REST API answered 503')),
    });
    const response = await handler(ping({ source: 'client' }));
    expect(response.status).toBe(200);
    expect(logs.at(-1)).toMatchObject({ touched: 'failed' });
  });

  it('refuses other methods with 405 and a body of the wrong shape with 400', async () => {
    const { handler } = setup();
    const get = await handler(new Request(URL_));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST, OPTIONS');
    const bad = await handler(ping({ source: 42 }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: 'Expected { source, userAgent }' });
  });

  it('answers the CORS preflight for a listed origin only, never with `*`', async () => {
    const { handler } = setup();
    const preflight = (origin: string) =>
      handler(new Request(URL_, { method: 'OPTIONS', headers: { Origin: origin } }));
    const listed = await preflight('http://127.0.0.1:4173');
    expect(listed.status).toBe(204);
    expect(listed.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
    const other = await preflight('http://127.0.0.1:8080');
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
