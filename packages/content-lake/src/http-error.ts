// Sanity's error shape, shared by the access rules and the data routes (neither imports the other's module).
import type { Context } from 'hono';

/** Sanity's error answer: `{ statusCode, error, message }`. */
export function httpError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 406 | 408 | 409 | 413 | 415 | 421 | 422,
  error: string,
  message: string,
) {
  return c.json({ statusCode: status, error, message }, status);
}
