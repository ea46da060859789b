import type { MiddlewareHandler } from 'hono';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';

/** A body above this is a quote with files: its text and parsed copies take tens of MiB. */
const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * One large submission at a time in this isolate, from decoding its body until it is answered: a
 * body's text and its parsed values peak at about twice its size, and two 40 MiB quotes doing that
 * together pass an Edge Function's 256 MB (`pnpm bench quote`). Waiting requests hold only their bytes;
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

/** The bytes of large bodies an isolate holds at once: two of the largest, one handled and one waiting (`pnpm bench quote`). */
export const MAX_LARGE_BODY_BYTES = 2 * MAX_BODY_BYTES;
/** About how long the largest quote takes to handle, so the sender's retry finds room. */
const BUSY_RETRY_SECONDS = 5;

/**
 * Refuses a large body before it is read when the large bodies held from reading to answer would pass
 * `maxBytes` with it (by their declared lengths; one without a length counts as the largest): the
 * waiting line above keeps their bytes, and a third largest quote would take the isolate past its 256 MB,
 * ending every request in it, a real lead's too. 503 with Retry-After: the form keeps what the visitor
 * filled in, and a new tap sends it.
 */
export function largeBodiesAtMost(maxBytes = MAX_LARGE_BODY_BYTES): MiddlewareHandler<SendEmailEnv> {
  let held = 0;
  return async (c, next) => {
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared <= LARGE_BODY_BYTES) return next();
    const bytes = Number.isFinite(declared) ? Math.min(declared, MAX_BODY_BYTES) : MAX_BODY_BYTES;
    if (held + bytes > maxBytes) {
      // In Danish: a body this large is a quote (the job application carries no files).
      const answer = refused(
        503,
        sendEmailMessages.unavailable.da,
        `busy: ${held} bytes of large bodies held`,
      );
      return respond(c, { ...answer, headers: { 'Retry-After': String(BUSY_RETRY_SECONDS) } });
    }
    held += bytes;
    try {
      await next();
    } finally {
      held -= bytes;
    }
  };
}
