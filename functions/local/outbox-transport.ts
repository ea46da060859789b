import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { type EmailMessage, type EmailTransport, isFetched } from '../_shared/email.ts';

/** An RFC 5322 message for `message`, as bytes, built by nodemailer's composer. */
export async function composeEml(message: EmailMessage, date: Date): Promise<Buffer> {
  const attachments = [];
  for (const a of message.attachments) {
    let content = a.content;
    // A file the provider would fetch (Resend's `path`): the outbox fetches it as Resend does.
    if (isFetched(content)) {
      const response = await fetch(content.url);
      if (!response.ok) throw new Error(`outbox: ${a.filename} could not be fetched (${response.status})`);
      content = new Uint8Array(await response.arrayBuffer());
    }
    if (typeof content === 'function') {
      const chunks: Uint8Array[] = [];
      for await (const chunk of content()) chunks.push(chunk);
      content = Buffer.concat(chunks);
    }
    attachments.push({
      filename: a.filename,
      contentType: a.contentType,
      ...(typeof content === 'string'
        ? { content, encoding: 'base64' }
        : { content: Buffer.from(content.buffer, content.byteOffset, content.byteLength) }),
    });
  }
  const composer = new MailComposer({
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    date,
    text: message.text,
    html: message.html,
    headers: { 'X-Idempotency-Key': message.idempotencyKey },
    attachments,
    // Only the given content goes into the message: no reading files or URLs named in it.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return composer.compile().build();
}

/**
 * The local stand-in for Resend: each message is written as a `.eml` file into `dir`, which a mail
 * program opens and the tests parse. Files appear whole (written under a temporary name, then renamed).
 */
export function createOutboxTransport(options: {
  dir: string;
  log?: (line: string) => void;
}): EmailTransport {
  const log = options.log ?? ((line: string) => console.info(line));
  let ready: Promise<unknown> | undefined;
  return {
    async send(message) {
      ready ??= mkdir(options.dir, { recursive: true });
      await ready;
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const path = join(options.dir, `${id}.eml`);
      const temporary = `${path}.part`;
      await writeFile(temporary, await composeEml(message, date));
      await rename(temporary, path);
      log(`outbox: ${path}`);
      return { id };
    },
  };
}
