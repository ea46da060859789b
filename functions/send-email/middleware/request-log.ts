import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import type { SendEmailEnv } from '../context.ts';

export type RequestLog = (entry: Record<string, unknown>) => void;

export const consoleLog: RequestLog = (entry) => console.info(JSON.stringify(entry));

/** One structured line per request (status, outcome, form type, attachment count, duration); never the body. */
export function requestLog(clock: Clock, log: RequestLog): MiddlewareHandler<SendEmailEnv> {
  return async (c, next) => {
    const started = clock.now();
    await next();
    const { outcome, formType, attachments } = c.get('log') ?? { outcome: 'unknown' };
    log({
      fn: 'send-email',
      status: c.res.status,
      outcome,
      ...(formType ? { formType } : {}),
      ...(attachments !== undefined ? { attachments } : {}),
      ms: clock.now() - started,
    });
  };
}
