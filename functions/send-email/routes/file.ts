import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import type { FileLinks } from '../file-links.ts';
import { LATE_PHOTOS_WINDOW_MS } from '../late-photos.ts';
import { sendEmailMessages } from '../messages.ts';
import { type QuoteStorage, StorageUnavailableError } from '../quote-storage.ts';
import { storedFileResponse } from '../stored-file-response.ts';
import type { StoredPhotos } from '../stored-photos.ts';
import type { SubmissionStore } from '../submissions.ts';

/** How long the storage link a file link forwards to works: it is followed at once. */
const FORWARD_SECONDS = 60;

/**
 * `GET …/send-email/files/<submission>/<position>/<expires>/<signature>`: a file of a quote that did
 * not fit the notification, from a link in it. No login: the signature is the permission. A file kept
 * in Postgres comes as a download (`storedFileResponse`); a photo in storage (issue 49, or moved there
 * by the deploy step after the link was sent) is forwarded to a short-lived signed download link once
 * it arrived and passed its check (decision 058).
 */
export function fileRoute(deps: {
  store: SubmissionStore;
  clock: Clock;
  fileLinks: FileLinks;
  storage?: QuoteStorage | undefined;
  /** A photo's arrival check (decision 058): only a checked photo is forwarded to. */
  photos?: StoredPhotos | undefined;
  /** Whether a photo not in storage is still on its way from the visitor's phone (issue 49). */
  onItsWay?: ((path: string, since: Date) => Promise<boolean>) | undefined;
}): Handler<SendEmailEnv> {
  return async (c) => {
    const { submission: submissionId = '', position = '', expires = '', signature = '' } = c.req.param();
    const check = await deps.fileLinks.check(
      { submissionId, position, expires, signature },
      deps.clock.now(),
    );
    if (check === 'forged')
      return respond(c, refused(404, sendEmailMessages.fileLinkInvalid, 'file-link-forged'));
    const expired = () => respond(c, refused(410, sendEmailMessages.fileLinkExpired, `file-link-${check}`));
    if (check !== 'valid') return expired();
    const [file] = await deps.store.attachmentsOf(submissionId, Number(position));
    if (file) {
      c.set('log', { outcome: 'file-sent' });
      return storedFileResponse(file, 'attachment');
    }
    const listed = await deps.store.listedFile(submissionId, Number(position));
    if (!listed?.path || !deps.storage || !deps.photos) return expired();
    const photo = { path: listed.path };
    try {
      const arrivals = await deps.photos.arrivals([photo]);
      // Refused when it arrived (not what its grant declared): deleted, as an expired file is.
      if (arrivals.refused.length) return expired();
      // Checked, and still there (a file's expiry or an erasure may have removed it since).
      const folder = listed.path.split('/')[0] ?? '';
      const present = arrivals.arrived.length > 0 && (await deps.storage.arrived(folder)).has(listed.path);
      if (!present) {
        // A digest links every file at once: a photo still going up is not gone.
        const since = new Date(deps.clock.now() - LATE_PHOTOS_WINDOW_MS);
        if (!(await deps.onItsWay?.(listed.path, since))) return expired();
        return respond(c, {
          ...refused(404, sendEmailMessages.filePhotoOnItsWay, 'file-on-its-way'),
          headers: { 'Retry-After': '600' },
        });
      }
      const url = await deps.storage.readUrl(listed.path, FORWARD_SECONDS, listed.filename);
      c.set('log', { outcome: 'file-forwarded' });
      return c.redirect(url, 302);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      return respond(c, refused(503, sendEmailMessages.fileUnavailable, 'file-storage-unavailable'));
    }
  };
}
