import { z } from 'zod';

type Bound = { length: number; message: string };

/**
 * A trimmed text field with a lower and an upper length bound. A missing value (undefined) gets the
 * lower-bound message too, so a field that was never filled in reads the same as an empty one.
 */
export function boundedText(min: Bound, max: Bound) {
  return z
    .string({ error: min.message })
    .trim()
    .min(min.length, { error: min.message })
    .max(max.length, { error: max.message });
}
