/**
 * How large the company's notification is as sent: raw MIME with every attachment base64-encoded in
 * lines of 76 characters and CRLF, as nodemailer and mail providers write it. Used to decide which
 * files go with the e-mail and which arrive as links, so the message stays under EMAIL_MAX_BYTES.
 */

/** Bytes of `bytes` once base64-encoded in MIME lines (76 characters and CRLF). */
export function base64MimeBytes(bytes: number): number {
  const encoded = 4 * Math.ceil(bytes / 3);
  return encoded + 2 * Math.ceil(encoded / 76);
}

/** A MIME part's boundary and headers, the file name encoded (up to 3 bytes per byte, RFC 2231). */
const partOverhead = (filename: string) => 512 + 3 * new TextEncoder().encode(filename).length;

/**
 * The message's own headers and its text and HTML bodies at their worst encoding (quoted-printable
 * writes a byte as up to three), with the multipart structure around them.
 */
export function bodyBytes(parts: { subject: string; html: string; text: string }): number {
  const utf8 = (value: string) => new TextEncoder().encode(value).length;
  return 4096 + 3 * (utf8(parts.subject) + utf8(parts.html) + utf8(parts.text));
}

/**
 * Which files (by index) go with the e-mail and which as links: in order, each file that still fits
 * under `limit` with the body and the files before it is attached; the others are linked.
 */
export function planAttachments(
  files: readonly { filename: string; size: number }[],
  body: number,
  limit: number,
): { attached: number[]; linked: number[] } {
  const attached: number[] = [];
  const linked: number[] = [];
  let total = body;
  for (const [index, file] of files.entries()) {
    const size = partOverhead(file.filename) + base64MimeBytes(file.size);
    if (total + size <= limit) {
      attached.push(index);
      total += size;
    } else linked.push(index);
  }
  return { attached, linked };
}
