import type { MiddlewareHandler } from 'hono';
import type { SendEmailEnv } from '../context.ts';

/** A body above this is a quote with files: its text and parsed copies take tens of MiB. */
const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * One large submission at a time in this isolate, from decoding its body until it is answered: a
 * body's text and its parsed values peak at about twice its size, and two 40 MiB quotes doing that
 * together pass an Edge Function's 256 MB (`pnpm bench quote-body`). Waiting requests hold only their bytes;
 * the turn is taken after the upload, so a slow upload delays nobody.
 */
export function oneLargeBodyAtATime(): MiddlewareHandler<SendEmailEnv> {
  let queue: Promise<void> = Promise.resolve();
  return async (c, next) => {
    const bytes = c.get('body').reduce((sum, piece) => sum + piece.byteLength, 0);
    if (bytes <= LARGE_BODY_BYTES) return next();
    let release = () => {};
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = queue;
    queue = queue.then(() => turn);
    await before;
    try {
      await next();
    } finally {
      release();
    }
  };
}
