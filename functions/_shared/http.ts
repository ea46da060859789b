/** JSON answers and bounded body reading shared by the functions. */

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Headers | Record<string, string> = {},
): Response {
  const merged = new Headers(headers);
  merged.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: merged });
}

type Refusal = { ok: false; reason: 'too-large' | 'unreadable' | 'no-room' };

export type BodyReadResult = { ok: true; text: string } | Refusal;

/**
 * Reads the body's bytes, refusing anything over `limitBytes`. The Content-Length header is checked
 * first (cheap refusal), and the bytes are counted while streaming, so a missing or lying header does
 * not let a larger body through. The pieces are kept as they came (outside the JS heap) until
 * `decodeUtf8` turns them into text.
 */
export async function readBodyBytesWithLimit(
  request: Request,
  limitBytes: number,
  /** Asked for each piece as it arrives; false stops the reading ('no-room'). */
  room?: { take(bytes: number): boolean },
): Promise<{ ok: true; pieces: Uint8Array[] } | Refusal> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limitBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, pieces: [] };

  const reader = request.body.getReader();
  const pieces: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limitBytes) {
        await reader.cancel();
        return { ok: false, reason: 'too-large' };
      }
      if (room && !room.take(value.byteLength)) {
        await reader.cancel();
        return { ok: false, reason: 'no-room' };
      }
      pieces.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, pieces };
}

/**
 * The pieces as UTF-8 text, each piece let go once decoded, so a 40 MB body is never held as bytes
 * and as text at once (the Edge Function has 256 MB); undefined when they are not UTF-8.
 */
export function decodeUtf8(pieces: Uint8Array[]): string | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const text: string[] = [];
  try {
    for (let i = 0; i < pieces.length; i++) {
      text.push(decoder.decode(pieces[i], { stream: true }));
      pieces[i] = EMPTY;
    }
    text.push(decoder.decode());
  } catch {
    return undefined;
  }
  return text.join('');
}

const EMPTY = new Uint8Array(0);

/** The body as UTF-8 text within `limitBytes` (413 beyond it, 400 when unreadable). */
export async function readBodyWithLimit(request: Request, limitBytes: number): Promise<BodyReadResult> {
  const read = await readBodyBytesWithLimit(request, limitBytes);
  if (!read.ok) return read;
  const text = decodeUtf8(read.pieces);
  return text === undefined ? { ok: false, reason: 'unreadable' } : { ok: true, text };
}

/** `application/json`, with or without parameters such as charset. */
export function isJsonContentType(request: Request): boolean {
  const type = request.headers.get('Content-Type') ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
