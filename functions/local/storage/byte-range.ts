import { StorageFailure } from './errors.ts';

export type ByteRange = { start: number; end: number };

/** Supabase's single `Range: bytes=a-b` / `a-` / `-n` (src/storage/range.ts); anything else is 416. */
export function parseRange(header: string, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  const [, from = '', to = ''] = match ?? [];
  if (!match || size <= 0 || (!from && !to)) throw invalidRange();
  if (!from) {
    const suffix = Number(to);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw invalidRange();
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to ? Number(to) : size - 1;
  const valid = Number.isSafeInteger(start) && Number.isSafeInteger(end) && end >= start && start < size;
  if (!valid) throw invalidRange();
  return { start, end: Math.min(end, size - 1) };
}

const invalidRange = () =>
  new StorageFailure(416, 'InvalidRange', 'invalid range provided', 'invalid_range', 416);
