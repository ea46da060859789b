// The content source the route loaders read at build time: one client, and one fetch per build for
// what every page needs (the root loader runs once for every prerendered page).
import { createContentClient } from '@nordkyst/content';

export const client = createContentClient();

const cache = new Map<string, Promise<unknown>>();

export function fetchOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    cache.set(key, promise);
  }
  return promise;
}
