import { expect } from 'vitest';
import type { z } from 'zod';

/** The messages a parse of `value` reports at the dotted `path` ('' for the root). */
export function messagesAt(schema: z.ZodType, value: unknown, path: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

/** All messages of a parse, keyed by dotted path; {} when it passes. */
export function allMessages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    messages[key] ??= [];
    messages[key].push(issue.message);
  }
  return messages;
}

export const chars = (length: number, char = 'a') => char.repeat(length);

/** The messages a form's schema reports at `field` when a valid filling-in has `value` there. */
export type FieldMessages = (field: string, value: unknown) => string[];

/** A text field, its length bounds, and the messages that refuse a value outside them. */
export type LengthBounds = readonly [
  field: string,
  min: number,
  max: number,
  minMessage: string,
  maxMessage: string,
];

/**
 * The form's exported limits (which the site's inputs use too) give the field these bounds, and the
 * schema holds to them: one short of `min` (also padded with spaces, which do not count) and one over
 * `max` are refused with their messages; `min` and `max` pass. `char` fills the values (a digit passes
 * a phone number's format).
 */
export function expectLengthBounds(
  at: FieldMessages,
  limits: Readonly<Record<string, unknown>>,
  bounds: LengthBounds,
  char = '1',
) {
  const [field, min, max, minMessage, maxMessage] = bounds;
  expect(limits[field]).toEqual({ min, max });
  expect(at(field, chars(min - 1, char))).toEqual([minMessage]);
  expect(at(field, ` ${chars(min - 1, char)} `)).toEqual([minMessage]);
  expect(at(field, chars(min, char))).toEqual([]);
  expect(at(field, chars(max, char))).toEqual([]);
  expect(at(field, chars(max + 1, char))).toEqual([maxMessage]);
}

/** Addresses every form refuses as malformed; each is long enough to pass a minimum length of 5. */
export const MALFORMED_EMAILS = [
  'mette',
  'mette@',
  'ion@@',
  '@example.dk',
  'mette@example',
  'mette hansen@example.dk',
];

/** An address of exactly `length` characters at `domain`. */
export const emailOfLength = (length: number, domain = '@example.dk') =>
  chars(length - domain.length) + domain;
