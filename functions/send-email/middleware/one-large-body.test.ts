import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { SendEmailEnv } from '../context.ts';
import { oneLargeBodyAtATime } from './one-large-body.ts';

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
