import { z } from 'zod';

type Bounds = { readonly min: number; readonly max: number };

/**
 * A trimmed text field with a lower and an upper length bound. A missing value (undefined) gets the
 * lower-bound message too, so a field that was never filled in reads the same as an empty one.
 */
export function boundedText(bounds: Bounds, minMessage: string, maxMessage: string) {
  return z
    .string({ error: minMessage })
    .trim()
    .min(bounds.min, { error: minMessage })
    .max(bounds.max, { error: maxMessage });
}

/** The fields a message table has both a `<field>Min` and a `<field>Max` message for. */
type BoundedFields<M> = {
  [K in keyof M]: K extends `${infer F}Min` ? (`${F}Max` extends keyof M ? F : never) : never;
}[keyof M];

/**
 * The text field builder of one form: `field` gets its bounds from the form's limits and its two
 * messages from the form's `<field>Min` and `<field>Max`, so a field is named once.
 */
export function textFieldBuilder<M extends Record<string, string>>(
  limits: Record<BoundedFields<M>, Bounds>,
  messages: M,
) {
  const message = (key: string) => messages[key] as string;
  return (field: BoundedFields<M>) =>
    boundedText(limits[field], message(`${field}Min`), message(`${field}Max`));
}
