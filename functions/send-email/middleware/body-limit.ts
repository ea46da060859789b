import { FILE_LIMITS } from '@nordkyst/validation';
import type { MiddlewareHandler } from 'hono';
import { readBodyBytesWithLimit } from '../../_shared/http.ts';
import { type Answer, refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';
import { type BodyRoom, createBodyRoom } from './body-room.ts';

/** The base64 attachments the browser may send, plus room for the text fields and the JSON around them. */
export const MAX_BODY_BYTES = FILE_LIMITS.maxTotalBase64Bytes + 1024 * 1024;

/** The room of an isolate's bodies: two of the largest (`body-room.ts`). */
export const BODY_ROOM_BYTES = 2 * MAX_BODY_BYTES;
/** About how long the largest quote takes to handle, so the sender's retry finds room. */
const NO_ROOM_RETRY_SECONDS = 5;

/**
 * Reads the body's bytes within `limitBytes` (413 beyond it, 400 when unreadable) for the next step,
 * holding them in the isolate's `room` until the answer: 503 with Retry-After when there is none (the
 * form keeps what the visitor filled in, and a new tap sends it).
 */
export function bodyLimit(
  room: BodyRoom = createBodyRoom(BODY_ROOM_BYTES),
  limitBytes = MAX_BODY_BYTES,
): MiddlewareHandler<SendEmailEnv> {
  return async (c, next) => {
    const share = room.enter();
    try {
      const read = await readBodyBytesWithLimit(c.req.raw, limitBytes, share);
      if (!read.ok) return respond(c, refusal(read.reason));
      c.set('body', read.pieces);
      await next();
    } finally {
      share.release();
    }
  };
}

function refusal(reason: 'too-large' | 'unreadable' | 'no-room'): Answer {
  if (reason === 'too-large') return refused(413, sendEmailMessages.tooLarge, 'too-large');
  if (reason === 'unreadable') return refused(400, sendEmailMessages.unreadableBody, 'unreadable');
  // In Danish: only a body past its first 64 KiB is refused for room, a quote's (the job application
  // carries no files).
  return {
    ...refused(503, sendEmailMessages.unavailable.da, 'no-room: the bodies held fill the isolate'),
    headers: { 'Retry-After': String(NO_ROOM_RETRY_SECONDS) },
  };
}
