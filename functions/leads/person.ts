import type { Context } from 'hono';
import { z } from 'zod';
import type { Person } from './store.ts';

const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));

/**
 * A phone number as people write it (+45, 0045, spaces, brackets, dashes), with at least 6 digits:
 * fewer would also find every lead that has no phone number.
 */
const phone = z
  .string()
  .trim()
  .regex(/^[+\d\s().-]{6,30}$/)
  .refine((value) => value.replace(/\D/g, '').length >= 6);

const personSchema = z
  .object({ email: email.optional(), phone: phone.optional() })
  .refine((who) => who.email !== undefined || who.phone !== undefined);

/**
 * The person a request asks about (`?email=`, `?phone=` or both: their leads by either); undefined
 * when what was given is not an e-mail address or a phone number.
 */
export function personOf(c: Context): Person | undefined {
  const { email, phone } = c.req.query();
  const parsed = personSchema.safeParse({ email, phone });
  return parsed.success ? (parsed.data as Person) : undefined;
}
