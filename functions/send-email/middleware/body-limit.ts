import { FILE_LIMITS } from '@nordkyst/validation';
import type { MiddlewareHandler } from 'hono';
import { readBodyBytesWithLimit } from '../../_shared/http.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';

/** The base64 attachments the browser may send, plus room for the text fields and the JSON around them. */
export const MAX_BODY_BYTES = FILE_LIMITS.maxTotalBase64Bytes + 1024 * 1024;

/** Reads the body's bytes within `limitBytes` (413 beyond it, 400 when unreadable) for the next step. */
export function bodyLimit(limitBytes = MAX_BODY_BYTES): MiddlewareHandler<SendEmailEnv> {
  return async (c, next) => {
    const read = await readBodyBytesWithLimit(c.req.raw, limitBytes);
    if (!read.ok) {
      return respond(
        c,
        read.reason === 'too-large'
          ? refused(413, sendEmailMessages.tooLarge, 'too-large')
          : refused(400, sendEmailMessages.unreadableBody, 'unreadable'),
      );
    }
    c.set('body', read.pieces);
    await next();
  };
}
