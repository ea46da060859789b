import type { StoredAttachment } from './stored-files.ts';

/** `filename="…"` for every client (ASCII, no quotes) and `filename*` with the exact UTF-8 name. */
function contentDisposition(filename: string, disposition: 'inline' | 'attachment'): string {
  const ascii = filename.normalize('NFKD').replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A stored file as an answer: its bytes streamed from Postgres piece by piece, exactly as stored, with
 * its own type. Opened in the browser (a PDF), it can run nothing of ours; no cache keeps it.
 */
export function storedFileResponse(
  file: StoredAttachment,
  disposition: 'inline' | 'attachment',
  headers: Record<string, string> = {},
): Response {
  const pieces = file.content()[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.filename, disposition),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      ...headers,
    },
  });
}
