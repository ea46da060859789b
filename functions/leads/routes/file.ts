import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import type { FileLinks } from '../../send-email/file-links.ts';
import { storedFileResponse } from '../../send-email/stored-file-response.ts';
import type { SubmissionStore } from '../../send-email/submissions.ts';
import type { LeadsEnv } from '../context.ts';
import { fail, leadsMessages } from '../messages.ts';

/**
 * `GET …/leads/files/<id>/<position>/<expires>/<signature>/inline|download`: a file of a lead from a
 * link the tool was given. No login: the signature is the permission, for minutes.
 */
export function fileRoute(deps: {
  clock: Clock;
  fileLinks: FileLinks;
  submissions: SubmissionStore;
}): Handler<LeadsEnv> {
  return async (c) => {
    const { id = '', position = '', expires = '', signature = '', disposition } = c.req.param();
    const check = await deps.fileLinks.check(
      { submissionId: id, position, expires, signature },
      deps.clock.now(),
    );
    const [file] = check === 'valid' ? await deps.submissions.attachmentsOf(id, Number(position)) : [];
    if (!file) return fail(c, check === 'forged' ? 404 : 410, leadsMessages.fileGone);
    // The Studio (another origin) shows pictures as thumbnails.
    return storedFileResponse(file, disposition === 'inline' ? 'inline' : 'attachment', {
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  };
}
