import { PNG_1X1 } from './fixtures.ts';

/**
 * A PNG of exactly `bytes` bytes (a real PNG's start, then pseudo-random bytes that no encoding
 * shrinks), as base64, different for each `seed`: what a visitor's photo is to the functions.
 */
export function photo(bytes: number, seed: number): { content: string; bytes: Uint8Array } {
  const data = new Uint8Array(bytes);
  const start = Uint8Array.from(atob(PNG_1X1), (c) => c.charCodeAt(0));
  data.set(start.subarray(0, Math.min(start.length, bytes)));
  let state = seed * 2654435761 + 1;
  for (let i = start.length; i < bytes; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    data[i] = state >>> 24;
  }
  return { content: Buffer.from(data).toString('base64'), bytes: data };
}

/** `count` different photos of 1 MiB as a quote's attachments (`foto-1.png` …), from `seed` on. */
export function megabytePhotos(count: number, seed: number) {
  const MiB = 1024 * 1024;
  return Array.from({ length: count }, (_, i) => ({
    filename: `foto-${i + 1}.png`,
    content: photo(MiB, seed + i).content,
    type: 'image/png',
    size: MiB,
  }));
}

/** The largest quote the functions accept: five photos whose base64 fills the 40 MiB total exactly. */
export const LARGEST_QUOTE_FILE_BYTES = (40 * 1024 * 1024 * 3) / 4 / 5;
