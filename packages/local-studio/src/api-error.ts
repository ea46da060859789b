import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const reasons: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
};

/** An error in the shape Sanity's API answers with, which @sanity/client turns into its error message. */
export function apiError(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ statusCode: status, error: reasons[status] ?? 'Error', message }, status);
}
