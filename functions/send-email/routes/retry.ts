import type { Handler } from 'hono';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import type { Delivery } from '../delivery.ts';
import { sendEmailMessages } from '../messages.ts';
import { hasServiceSecret } from '../service-secret.ts';

/** `POST …/send-email/retry` (the scheduler, with the retry secret): one bounded run of due work. */
export function retryRoute(deps: {
  retrySecret: string | undefined;
  rateLimitWindowMs: number;
  delivery: Delivery;
}): Handler<SendEmailEnv> {
  const { retrySecret, rateLimitWindowMs, delivery } = deps;
  return async (c) => {
    if (!(await hasServiceSecret(c, retrySecret)))
      return respond(c, refused(401, sendEmailMessages.unauthorized, 'retry-unauthorized'));
    const run = await delivery.runDue(rateLimitWindowMs);
    return respond(c, { status: 200, body: { success: true, ...run }, log: { outcome: 'retry-run' } });
  };
}
