import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';
import { largeBodiesAtMost, oneLargeBodyAtATime } from './one-large-body.ts';

describe('oneLargeBodyAtATime', () => {
  it('lets a large body go on only once the one before it is answered; small ones pass', async () => {
    const events: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const firstEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const app = new Hono<SendEmailEnv>();
    app.use('/:id/:bytes', async (c, next) => {
      // What body-limit hands on: the body's bytes, read.
      c.set('body', [new Uint8Array(Number(c.req.param('bytes')))]);
      events.push(`read ${c.req.param('id')}`);
      if (c.req.param('id') === 'b') release();
      await next();
    });
    app.use('/:id/:bytes', oneLargeBodyAtATime());
    app.post('/:id/:bytes', async (c) => {
      const id = c.req.param('id');
      events.push(`on ${id}`);
      if (id === 'a') {
        entered();
        await held;
      }
      events.push(`answered ${id}`);
      return c.text(id);
    });
    const large = 2 * 1024 * 1024;
    const a = app.request(`/a/${large}`, { method: 'POST' });
    await firstEntered;
    const small = await app.request('/c/100', { method: 'POST' });
    expect(await small.text()).toBe('c');
    const b = app.request(`/b/${large}`, { method: 'POST' });
    expect(await Promise.all([(await a).text(), (await b).text()])).toEqual(['a', 'b']);
    expect(events).toEqual([
      'read a',
      'on a',
      'read c',
      'on c',
      'answered c',
      'read b',
      'answered a',
      'on b',
      'answered b',
    ]);
  });
});

describe('largeBodiesAtMost', () => {
  it('refuses a third of the largest bodies before reading it (503, Retry-After) while two are held', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = 0;
    const app = new Hono<SendEmailEnv>();
    app.use('*', largeBodiesAtMost());
    app.post('*', async (c) => {
      inside++;
      if (c.req.header('content-length') !== '100') await held;
      return c.text('taken');
    });
    const post = (headers: Record<string, string>) =>
      app.request('/', { method: 'POST', headers, body: 'x' });
    const large = { 'content-length': String(MAX_BODY_BYTES) };
    const first = post(large);
    const second = post(large);
    await expect.poll(() => inside).toBe(2);

    const third = await post(large);
    expect(third.status).toBe(503);
    expect(third.headers.get('Retry-After')).toBe('5');
    expect(await third.json()).toEqual({ success: false, error: sendEmailMessages.unavailable.da });
    // A body of unknown length counts as the largest, and so does a lying one above the limit (413 later);
    // a small one is not held back.
    expect((await post({})).status).toBe(503);
    expect((await post({ 'content-length': String(2 ** 40) })).status).toBe(503);
    expect(await (await post({ 'content-length': '100' })).text()).toBe('taken');

    release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect((await post(large)).status).toBe(200);
  });
});
