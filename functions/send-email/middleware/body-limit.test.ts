import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';
import { bodyLimit } from './body-limit.ts';
import { createBodyRoom } from './body-room.ts';

const KiB = 1024;
const MiB = 1024 * KiB;

/** A body that sends `bytes` in pieces of 64 KiB, and ends only if `end`. */
function streamed(bytes: number, end = true) {
  let sent = 0;
  let stop: (reason: Error) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stop = (reason) => controller.error(reason);
    },
    pull(controller) {
      if (sent >= bytes) {
        if (end) controller.close();
        return;
      }
      const piece = Math.min(64 * KiB, bytes - sent);
      sent += piece;
      controller.enqueue(new Uint8Array(piece));
    },
  });
  return { body, stop: () => stop(new Error('the client went away')) };
}

describe('bodyLimit with the isolate’s room', () => {
  it('holds the bodies’ bytes as they arrive until answered, and refuses one that would pass the room (503)', async () => {
    const room = createBodyRoom(3 * MiB);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = 0;
    const app = new Hono<SendEmailEnv>();
    app.post('/:hold', bodyLimit(room), async (c) => {
      inside++;
      if (c.req.param('hold') === 'hold') await held;
      return c.text('taken');
    });
    const post = (path: string, body: ReadableStream<Uint8Array>) =>
      app.request(path, { method: 'POST', body, duplex: 'half' } as RequestInit);

    // Two quotes read and waiting for their answer hold about 3 MiB (the first 64 KiB of each are free).
    const first = post('/hold', streamed(1.5 * MiB).body);
    const second = post('/hold', streamed(1.5 * MiB).body);
    await expect.poll(() => inside).toBe(2);
    expect(room.used).toBe(2 * (1.5 * MiB - 64 * KiB));

    const third = await post('/now', streamed(1 * MiB).body);
    expect(third.status).toBe(503);
    expect(third.headers.get('Retry-After')).toBe('5');
    expect(await third.json()).toEqual({ success: false, error: sendEmailMessages.unavailable.da });
    // A contact message or a job application (under 64 KiB) is never refused for room.
    expect(await (await post('/now', streamed(60 * KiB).body)).text()).toBe('taken');

    release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(room.used).toBe(0);
  });

  it('counts a stalled upload only for what it sent, and frees it when the client goes away', async () => {
    const room = createBodyRoom(3 * MiB);
    const app = new Hono<SendEmailEnv>();
    app.post('/', bodyLimit(room), (c) => c.text('taken'));
    const post = (body: ReadableStream<Uint8Array>) =>
      app.request('/', { method: 'POST', body, duplex: 'half' } as RequestInit);

    // A slow upload sends 256 KiB and then nothing.
    const stalled = streamed(256 * KiB, false);
    const stalledAnswer = post(stalled.body);
    await expect.poll(() => room.used).toBe(192 * KiB);
    expect((await post(streamed(2.5 * MiB).body)).status).toBe(200);

    stalled.stop();
    expect((await stalledAnswer).status).toBe(400);
    expect(room.used).toBe(0);
  });
});
