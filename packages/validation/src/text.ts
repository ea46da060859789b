import { z } from 'zod';
// Before this module builds a schema; the package's modules are bundled apart ("sideEffects").
import './zod-config.ts';

type Bounds = { readonly min: number; readonly max: number };

// NUL, or half of a surrogate pair: no keyboard types them, Postgres cannot store them in text or
// jsonb, and a lone surrogate is no character at all.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing NUL is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds only characters that can be stored and mailed (no NUL, no lone surrogate). */
export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * A trimmed text field with a lower and an upper length bound, and no NUL or lone surrogate. A missing
 * value (undefined) gets the lower-bound message too, so a field that was never filled in reads the
 * same as an empty one.
 */
export function boundedText(
  bounds: Bounds,
  minMessage: string,
  maxMessage: string,
  charactersMessage: string,
) {
  return z
    .string({ error: minMessage })
    .trim()
    .min(bounds.min, { error: minMessage })
    .max(bounds.max, { error: maxMessage })
    .refine(isStorableText, { error: charactersMessage });
}

/** The fields a message table has both a `<field>Min` and a `<field>Max` message for. */
type BoundedFields<M> = {
  [K in keyof M]: K extends `${infer F}Min` ? (`${F}Max` extends keyof M ? F : never) : never;
}[keyof M];

/**
 * The text field builder of one form: `field` gets its bounds from the form's limits and its two
 * messages from the form's `<field>Min` and `<field>Max`, so a field is named once; the form's
 * `characters` message refuses NUL and lone surrogates.
 */
export function textFieldBuilder<M extends Record<string, string> & { characters: string }>(
  limits: Record<BoundedFields<M>, Bounds>,
  messages: M,
) {
  const message = (key: string) => messages[key] as string;
  return (field: BoundedFields<M>) =>
    boundedText(limits[field], message(`${field}Min`), message(`${field}Max`), messages.characters);
}
