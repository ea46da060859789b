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
