// The content source the route loaders read at build time: one client, and one fetch per build for
// what every page needs (the root loader runs once for every prerendered page).
import { createContentClient } from '@nordkyst/content';

export const client = createContentClient();

const cache = new Map<string, Promise<unknown>>();
// The dev server (`pnpm dev`) renders on every request, for as long as it runs: there every request
// reads the content anew, so what the owner publishes shows on reload.
const readAnew = import.meta.env?.DEV === true;

export function fetchOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (readAnew) return load();
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    cache.set(key, promise);
  }
  return promise;
}

/**
 * A singleton the studio cannot delete (its desk has no delete action) and the seed validator
 * requires; missing, the dataset was not made by the studio, and the build says which one.
 */
export function singleton<T>(document: T | null, name: string): T {
  if (document === null)
    throw new Error(`The CMS has no "${name}" document: import the dataset or create it in the studio`);
  return document;
}
