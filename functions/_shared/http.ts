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
 * let a larger body through.
 */
export async function readBodyWithLimit(request: Request, limitBytes: number): Promise<BodyReadResult> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limitBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
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
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** `application/json`, with or without parameters such as charset. */
export function isJsonContentType(request: Request): boolean {
  const type = request.headers.get('Content-Type') ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
