/** One picked file of a quote, as the device keeps it until it is in storage (its bytes are kept apart). */
export type KeptFile = {
  id: string;
  name: string;
  type: string;
  size: number;
  lastModified: number;
  /** The grant's object path and upload token for this file (contract §1), once granted. */
  path?: string;
  token?: string;
  /** The TUS upload's URL once created: a later attempt (a reload too) asks it how far it got. */
  uploadUrl?: string;
  /** Bytes the server has confirmed. */
  sent: number;
  done: boolean;
};

/**
 * A quote the device keeps (issue 49): from its first picked photo, or its tap while offline, until its
 * text is taken and every photo is in. `key` is its Idempotency-Key, the same for the grant, every
 * upload and every send of its text, so no retry is a second lead.
 */
export type KeptQuote = {
  key: string;
  /** When it was kept first; after a day it is dropped (storage deletes unclaimed uploads within a day). */
  keptAt: number;
  /** The solved challenge the grant was given for; the quote's text goes with the same one. */
  altcha?: string;
  grant?: { grantId: string; endpoint: string; expiresAt: string };
  files: KeptFile[];
  /** The quote's text (send-email's formData without the files) from the tap until send-email took it. */
  text?: Record<string, unknown>;
  /** send-email has the text: only photos are left. */
  textSent: boolean;
};

/** Where quotes are kept: IndexedDB in the browser (idb-quote-store.ts), a Map in the unit tests. */
export interface KeptQuoteStore {
  /** Every kept quote (without the files' bytes). */
  quotes(): Promise<KeptQuote[]>;
  save(quote: KeptQuote): Promise<void>;
  /** Keeps a file's bytes, once: they never change, while the quote's record does with every chunk. */
  saveBytes(fileId: string, bytes: Blob): Promise<void>;
  bytes(fileId: string): Promise<Blob | undefined>;
  /** The quote and the bytes of the files it had or has. */
  remove(key: string, fileIds: readonly string[]): Promise<void>;
}

/** How long a kept quote is finished on a later visit (issue 49: "within a day"). */
export const KEEP_MS = 24 * 60 * 60_000;
