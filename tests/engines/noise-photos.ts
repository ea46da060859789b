// Photos for the uploads' specs: PNGs of coloured noise, which no encoder shrinks, so a few hundred KB
// go up however the page scales them; and the check that a file that came back is a whole PNG (every
// chunk's checksum holds), so an upload resumed at a wrong offset shows, whatever the page re-encoded.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A `width`×`height` RGB PNG of noise from `seed` (about 3 bytes a pixel). */
export function noisePng(width: number, height: number, seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter choice, not interlaced
  const rows = Buffer.alloc(height * (1 + width * 3));
  let state = seed >>> 0 || 1;
  for (let at = 0; at < rows.length; at++) {
    // Each row starts with its filter byte (0: none); the rest is xorshift noise.
    if (at % (1 + width * 3) === 0) continue;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    rows[at] = state & 0xff;
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG's size when every chunk's checksum holds and it ends with IEND; undefined when it does not. */
export function wholePng(file: Buffer): { width: number; height: number } | undefined {
  if (!file.subarray(0, 8).equals(SIGNATURE)) return undefined;
  let size: { width: number; height: number } | undefined;
  for (let at = 8; at + 12 <= file.length; ) {
    const length = file.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > file.length) return undefined;
    const typed = file.subarray(at + 4, at + 8 + length);
    if (crc32(typed) !== file.readUInt32BE(at + 8 + length)) return undefined;
    const type = typed.subarray(0, 4).toString('latin1');
    if (type === 'IHDR') size = { width: typed.readUInt32BE(4), height: typed.readUInt32BE(8) };
    if (type === 'IEND') return end === file.length ? size : undefined;
    at = end;
  }
  return undefined;
}
