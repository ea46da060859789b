import type { Context } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';

/** Whether the request carries `Authorization: Bearer <secret>` (RETRY_SECRET for /retry, HEALTH_SECRET for /health); never with no secret set. */
export async function hasServiceSecret(c: Context, secret: string | undefined): Promise<boolean> {
  const token = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  return Boolean(secret) && (await timingSafeEqual(token, secret ?? ''));
}
