import { createStore, del, delMany, entries, get, set } from 'idb-keyval';
import { markKept } from './kept-marker.ts';
import type { KeptQuote, KeptQuoteStore } from './kept-quotes.ts';

const QUOTE = 'quote:';
const FILE = 'file:';

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
      await set(FILE + fileId, bytes, store);
      markKept(true);
    },
    bytes: (fileId) => get<Blob>(FILE + fileId, store),
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
