import type { Handler } from 'hono';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';

/** 405 with `Allow` for a path that answers only `allowed` (and the CORS preflight). */
export function methodNotAllowed(allowed: 'GET' | 'POST'): Handler<SendEmailEnv> {
  return (c) =>
    respond(c, {
      ...refused(405, sendEmailMessages.methodNotAllowed, 'method-not-allowed'),
      headers: { Allow: `${allowed}, OPTIONS` },
    });
}
