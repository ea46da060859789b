import type { KeptQuote, KeptQuoteStore } from './kept-quotes.ts';

/** Kept quotes in memory, copied in and out as IndexedDB does (the unit tests' device). */
export function memoryQuoteStore(): KeptQuoteStore & { size(): number } {
  const quotes = new Map<string, KeptQuote>();
  const bytes = new Map<string, Blob>();
  return {
    quotes: async () => [...quotes.values()].map((quote) => structuredClone(quote)),
    save: async (quote) => {
      quotes.set(quote.key, structuredClone(quote));
    },
    saveBytes: async (fileId, blob) => {
      bytes.set(fileId, blob);
    },
    bytes: async (fileId) => bytes.get(fileId),
    remove: async (key, fileIds) => {
      quotes.delete(key);
      for (const id of fileIds) bytes.delete(id);
    },
    size: () => quotes.size + bytes.size,
  };
}
