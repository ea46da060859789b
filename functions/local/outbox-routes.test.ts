import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { ensureLoginCode, ownerIdleLimitMs } from '@nordkyst/local-process';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { addOutboxRoutes } from './outbox-routes.ts';

const dir = await mkdtemp(join(tmpdir(), 'outbox-routes-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the outbox login', () => {
  it('ends after 12 idle hours, and use keeps it open', async () => {
    let now = Date.now();
    const loginCode = await ensureLoginCode(join(dir, 'login-code'));
    const app = new Hono<{ Bindings: HttpBindings }>();
    addOutboxRoutes(app, { outboxDir: dir, loginCode, clock: { now: () => now }, port: () => 4321 });
    const login = await app.request('http://localhost:4321/outbox/login', {
      method: 'POST',
      headers: { Origin: 'http://localhost:4321', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: loginCode.code }),
    });
    expect(login.status).toBe(303);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const open = async () =>
      (await app.request('http://localhost:4321/outbox', { headers: { cookie } })).status;
    now += ownerIdleLimitMs - 1000;
    expect(await open()).toBe(200);
    now += ownerIdleLimitMs - 1000;
    expect(await open()).toBe(200);
    now += ownerIdleLimitMs + 1;
    expect(await open()).toBe(401);
  });
});
