/**
 * A singleton the studio cannot delete (its desk has no delete action) and the seed validator
 * requires; missing, the dataset was not made by the studio, and the build says which one.
 */
export function singleton<T>(document: T | null, name: string): T {
  if (document === null)
    throw new Error(`The CMS has no "${name}" document: import the dataset or create it in the studio`);
  return document;
}
