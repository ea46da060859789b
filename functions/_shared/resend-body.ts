import type { EmailMessage } from './email.ts';

const encoder = new TextEncoder();
/** Bytes per base64 piece: a multiple of 3, so the pieces join into one valid base64 text. */
const BYTES_PER_PIECE = 3 * 16 * 1024;
const CHARS_PER_PIECE = 64 * 1024;

/** An attachment's content as base64, piece by piece, never the whole text at once. */
async function* base64Pieces(
  source: string | Uint8Array | (() => Promise<Uint8Array>),
): AsyncGenerator<Uint8Array> {
  const content = typeof source === 'function' ? await source() : source;
  if (typeof content === 'string') {
    for (let i = 0; i < content.length; i += CHARS_PER_PIECE)
      yield encoder.encode(content.slice(i, i + CHARS_PER_PIECE));
    return;
  }
  for (let i = 0; i < content.length; i += BYTES_PER_PIECE) {
    const piece = content.subarray(i, i + BYTES_PER_PIECE);
    let binary = '';
    for (let j = 0; j < piece.length; j += 4096)
      binary += String.fromCharCode(...piece.subarray(j, j + 4096));
    yield encoder.encode(btoa(binary));
  }
}

/**
 * The JSON body of Resend's `POST /emails` for `message`, as a stream: each file is loaded (when its
 * content is a loader) and encoded while the request is sent, so a message with 40 MB of photos never
 * exists whole, nor as one 50 MB JSON text, in the function's memory (decision 022).
 */
export function resendBody(message: EmailMessage): ReadableStream<Uint8Array> {
  const head = JSON.stringify({
    from: message.from,
    to: [message.to],
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    subject: message.subject,
    html: message.html,
    text: message.text,
  });
  async function* parts(): AsyncGenerator<Uint8Array> {
    yield encoder.encode(`${head.slice(0, -1)},"attachments":[`);
    for (const [index, file] of message.attachments.entries()) {
      const name = JSON.stringify(file.filename);
      const type = JSON.stringify(file.contentType);
      yield encoder.encode(`${index ? ',' : ''}{"filename":${name},"content_type":${type},"content":"`);
      yield* base64Pieces(file.content);
      yield encoder.encode('"}');
    }
    yield encoder.encode(']}');
  }
  const pieces = parts();
  return new ReadableStream({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}
