import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import type { FileLinks } from '../file-links.ts';
import { sendEmailMessages } from '../messages.ts';
import { storedFileResponse } from '../stored-file-response.ts';
import type { SubmissionStore } from '../submissions.ts';

/**
 * `GET …/send-email/files/<submission>/<position>/<expires>/<signature>`: a file of a quote that did
 * not fit the notification, from a link in it. No login: the signature is the permission. The bytes
 * come as a download (`storedFileResponse`).
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
    return storedFileResponse(file, 'attachment');
  };
}
