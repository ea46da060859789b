import { type EmailMessage, isFetched } from './email.ts';

const encoder = new TextEncoder();
/** Bytes per base64 piece: a multiple of 3, so the pieces join into one valid base64 text. */
const BYTES_PER_PIECE = 3 * 16 * 1024;
const CHARS_PER_PIECE = 64 * 1024;

function base64Of(bytes: Uint8Array): Uint8Array {
  let binary = '';
  for (let j = 0; j < bytes.length; j += 4096) binary += String.fromCharCode(...bytes.subarray(j, j + 4096));
  return encoder.encode(btoa(binary));
}

/** An attachment's content as base64, piece by piece, never the whole text at once. */
async function* base64Pieces(
  content: string | Uint8Array | (() => AsyncIterable<Uint8Array>),
): AsyncGenerator<Uint8Array> {
  if (typeof content === 'string') {
    for (let i = 0; i < content.length; i += CHARS_PER_PIECE)
      yield encoder.encode(content.slice(i, i + CHARS_PER_PIECE));
    return;
  }
  const chunks = typeof content === 'function' ? content() : [content];
  // Bytes left over from a chunk whose length is no multiple of 3 go in front of the next one.
  let carry = new Uint8Array(0);
  for await (const chunk of chunks) {
    const bytes = carry.length ? new Uint8Array([...carry, ...chunk.subarray(0, 2)]) : undefined;
    let start = 0;
    if (bytes) {
      // Complete the carried group of 3 from the chunk's first bytes.
      const need = 3 - carry.length;
      if (chunk.length < need) {
        carry = bytes;
        continue;
      }
      yield base64Of(bytes.subarray(0, 3));
      start = need;
    }
    const whole = start + Math.floor((chunk.length - start) / 3) * 3;
    for (let i = start; i < whole; i += BYTES_PER_PIECE)
      yield base64Of(chunk.subarray(i, Math.min(i + BYTES_PER_PIECE, whole)));
    carry = chunk.slice(whole);
  }
  if (carry.length) yield base64Of(carry);
}

/**
 * The JSON body of Resend's `POST /emails` for `message`, as a stream: each file is read (when its
 * content is a reader) and encoded piece by piece while the request is sent, so a message with 40 MB
 * of photos never exists whole, nor as one 50 MB JSON text, in the function's memory (decision 022).
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
      const start = `${index ? ',' : ''}{"filename":${name},"content_type":${type}`;
      const content = file.content;
      if (isFetched(content)) {
        yield encoder.encode(`${start},"path":${JSON.stringify(content.url)}}`);
        continue;
      }
      yield encoder.encode(`${start},"content":"`);
      yield* base64Pieces(content);
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
