// Text fields as the owner left them in the studio.

/** Text the owner may leave empty: blank or whitespace only counts as not written (null). */
export function optionalText(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/**
 * A field the studio requires, read from a document that may have been published before the field
 * existed: missing, the build stops with the field's place in the studio (the live site stays as it
 * was) instead of publishing an empty heading.
 */
export function requiredText(value: string | null | undefined, where: string): string {
  const text = optionalText(value);
  if (!text) throw new Error(`The CMS field ${where} is empty: fill it in the studio and publish`);
  return text;
}
