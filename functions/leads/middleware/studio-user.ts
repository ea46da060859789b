import type { MiddlewareHandler } from 'hono';
import type { LeadsEnv } from '../context.ts';
import { fail, leadsMessages } from '../messages.ts';
import type { StudioUserCheck } from '../studio-user.ts';

/**
 * An allowed Studio user only: the token goes to Sanity (studio-user.ts) and nowhere else, and the
 * user it belongs to is handed on for the audit log.
 */
export function requireStudioUser(checkUser: StudioUserCheck): MiddlewareHandler<LeadsEnv> {
  return async (c, next) => {
    const check = await checkUser(c.req.header('Authorization'));
    if (check.ok) {
      c.set('user', check.user);
      return next();
    }
    if (check.status === 401) return fail(c, 401, leadsMessages.unauthorized);
    if (check.status === 403) return fail(c, 403, leadsMessages.forbidden);
    return fail(c, 503, leadsMessages.sanityUnavailable);
  };
}
