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
