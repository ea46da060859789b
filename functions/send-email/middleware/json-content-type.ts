import type { MiddlewareHandler } from 'hono';
import { isJsonContentType } from '../../_shared/http.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';

/** 415 unless the body is declared as `application/json`. */
export const requireJson: MiddlewareHandler<SendEmailEnv> = async (c, next) => {
  if (!isJsonContentType(c.req.raw))
    return respond(c, refused(415, sendEmailMessages.unsupportedMediaType, 'unsupported-media-type'));
  await next();
};
