import type { ArrayRule } from 'sanity';

export type ItemCount = {
  /** Fewer than this is an error: the section cannot be shown. */
  min?: number;
  /** More than this is an error: the layout does not hold more. */
  max: number;
  /** What the design was made for; another number is allowed, with a warning. */
  typical: { from: number; to: number; message: string };
  /** Shown when the count is outside min..max. */
  message: string;
};

/**
 * A list's size: a hard range the layout needs (error) and the size the design expects (warning), so
 * the owner can change their own content without being stopped by the seed's numbers.
 */
export function itemCount(rule: ArrayRule<unknown[]>, { min = 0, max, typical, message }: ItemCount) {
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  return [
    rule.custom((value) => (count(value) >= min && count(value) <= max ? true : message)).error(),
    rule
      .custom((value) =>
        count(value) === 0 || (count(value) >= typical.from && count(value) <= typical.to)
          ? true
          : typical.message,
      )
      .warning(),
  ];
}
