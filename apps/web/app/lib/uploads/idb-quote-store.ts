import { createStore, del, delMany, entries, get, set } from 'idb-keyval';
import { markKept } from './kept-marker.ts';
import type { KeptQuote, KeptQuoteStore } from './kept-quotes.ts';

const QUOTE = 'quote:';
const FILE = 'file:';

/**
 * A file's bytes as IndexedDB keeps them: an ArrayBuffer and its type, not the Blob itself, which
 * WebKit refuses to store in some sessions (an ephemeral one; Safari's private browsing), and the photo
 * would be lost with the reload it was kept for.
 */
type StoredBytes = { buffer: ArrayBuffer; type: string };

const blobOf = (value: StoredBytes | Blob | undefined): Blob | undefined =>
  value === undefined || value instanceof Blob ? value : new Blob([value.buffer], { type: value.type });

/** Kept quotes in IndexedDB (idb-keyval): `quote:<key>` records and `file:<id>` bytes. */
export function idbQuoteStore(): KeptQuoteStore {
  const store = createStore('nordkyst-quotes', 'kept');
  return {
    async quotes() {
      const all = await entries<string, unknown>(store);
      return all.filter(([key]) => key.startsWith(QUOTE)).map(([, quote]) => quote as KeptQuote);
    },
    async save(quote) {
      await set(QUOTE + quote.key, quote, store);
      markKept(true);
    },
    async saveBytes(fileId, bytes) {
      const stored: StoredBytes = { buffer: await bytes.arrayBuffer(), type: bytes.type };
      await set(FILE + fileId, stored, store);
      markKept(true);
    },
    bytes: async (fileId) => blobOf(await get<StoredBytes | Blob>(FILE + fileId, store)),
    async remove(key, fileIds) {
      await delMany(
        fileIds.map((id) => FILE + id),
        store,
      );
      await del(QUOTE + key, store);
      if ((await this.quotes()).length === 0) markKept(false);
    },
  };
}
