import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { localOrigins, ownHost, ownHostHeader, refuseForeignHost } from './index.ts';

const port = () => 4173;

describe('ownHost', () => {
  it('takes the loopback names and the configured ones at the own port only', () => {
    const own = ownHost({ hostNames: ['nordkyst.localhost'], port });
    for (const host of ['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]', 'nordkyst.localhost'])
      expect(own(new URL(`http://${host}:4173/`)), host).toBe(true);
    for (const url of [
      'http://127.0.0.1:4174/',
      'http://rebound.example:4173/',
      'http://127.0.0.1/',
      'http://10.0.0.5:4173/',
    ])
      expect(own(new URL(url)), url).toBe(false);
    expect(ownHost({ port: () => 443 })(new URL('https://localhost/'))).toBe(true);
  });

  it('reads a Host header, refusing a missing or malformed one', () => {
    const own = ownHostHeader({ port });
    expect(own('localhost:4173')).toBe(true);
    expect(own(undefined)).toBe(false);
    expect(own('')).toBe(false);
    expect(own('localhost:4173/../x@evil.example')).toBe(false);
  });
});

describe('refuseForeignHost', () => {
  it('answers 403 before any route for another host, and lets its own through', async () => {
    let reached = 0;
    const app = new Hono();
    app.use(refuseForeignHost({ port }));
    app.get('/', (c) => {
      reached++;
      return c.text('ok');
    });
    const foreign = await app.request('http://rebound.example:4173/');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: 'Forbidden',
      message: 'Host "rebound.example:4173" is not this server: open it as 127.0.0.1 or localhost',
    });
    expect(reached).toBe(0);
    expect((await app.request('http://127.0.0.1:4173/')).status).toBe(200);
    expect(reached).toBe(1);
  });
});

describe('localOrigins', () => {
  it('names each port under both loopback names, never a wildcard', () => {
    expect(localOrigins([4173, 5173])).toEqual([
      'http://127.0.0.1:4173',
      'http://localhost:4173',
      'http://127.0.0.1:5173',
      'http://localhost:5173',
    ]);
  });
});
