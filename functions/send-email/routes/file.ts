import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import type { FileLinks } from '../file-links.ts';
import { sendEmailMessages } from '../messages.ts';
import type { SubmissionStore } from '../submissions.ts';

/** `filename="…"` for every client (ASCII, no quotes) and `filename*` with the exact UTF-8 name. */
function contentDisposition(filename: string): string {
  const ascii = filename.normalize('NFKD').replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * `GET …/send-email/files/<submission>/<position>/<expires>/<signature>`: a file of a quote that did
 * not fit the notification, from a link in it. No login: the signature is the permission. The bytes
 * are streamed from Postgres piece by piece, exactly as stored, as a download of their own type.
 */
export function fileRoute(deps: {
  store: SubmissionStore;
  clock: Clock;
  fileLinks: FileLinks;
}): Handler<SendEmailEnv> {
  return async (c) => {
    const { submission: submissionId = '', position = '', expires = '', signature = '' } = c.req.param();
    const check = await deps.fileLinks.check(
      { submissionId, position, expires, signature },
      deps.clock.now(),
    );
    if (check === 'forged')
      return respond(c, refused(404, sendEmailMessages.fileLinkInvalid, 'file-link-forged'));
    const [file] = check === 'valid' ? await deps.store.attachmentsOf(submissionId, Number(position)) : [];
    if (!file) return respond(c, refused(410, sendEmailMessages.fileLinkExpired, `file-link-${check}`));
    c.set('log', { outcome: 'file-sent' });
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
        'Content-Disposition': contentDisposition(file.filename),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        // Opened in the browser (a PDF), the file can run nothing of ours.
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  };
}
