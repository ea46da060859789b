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

export type BodyReadResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'too-large' }
  | { ok: false; reason: 'unreadable' };

/**
 * Reads the body as UTF-8 text, refusing anything over `limitBytes`. The Content-Length header is checked
 * first (cheap refusal), and the bytes are counted while streaming, so a missing or lying header does not
 * let a larger body through. Each piece is decoded as it arrives and then dropped, so a 40 MB body is
 * never held as bytes and as text at once (the Edge Function has 256 MB).
 */
export async function readBodyWithLimit(request: Request, limitBytes: number): Promise<BodyReadResult> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limitBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const pieces: string[] = [];
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
      pieces.push(decoder.decode(value, { stream: true }));
    }
    pieces.push(decoder.decode());
  } catch {
    // A read failure, or bytes that are not UTF-8.
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, text: pieces.join('') };
}

/** `application/json`, with or without parameters such as charset. */
export function isJsonContentType(request: Request): boolean {
  const type = request.headers.get('Content-Type') ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
