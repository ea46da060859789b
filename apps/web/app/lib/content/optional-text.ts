/** Text the owner may leave empty: blank or whitespace only counts as not written (null). */
export function optionalText(value: string | null | undefined): string | null {
  return value?.trim() || null;
}
