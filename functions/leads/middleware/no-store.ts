import type { MiddlewareHandler } from 'hono';

/** Nothing about a lead leaves the function without an answer that no cache keeps. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};
