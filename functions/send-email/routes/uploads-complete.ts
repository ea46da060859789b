import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { isUuid } from '../../_shared/uuid.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import type { Delivery } from '../delivery.ts';
import type { LatePhotoStore } from '../late-photo-store.ts';
import { sendEmailMessages } from '../messages.ts';
import type { PhotoWaits } from '../photo-waits.ts';
import { RETRY_RULES } from '../retry-rules.ts';
import type { StoredPhotos } from '../stored-photos.ts';
import type { SubmissionStore } from '../submissions.ts';
import type { UploadGrants } from '../upload-grants.ts';

/**
 * `POST …/send-email/uploads/<grant>/complete` (issue 49): the page's last photo is in. The grant's
 * photos are looked for in storage now and each that came is checked (its size, type and first bytes
 * against its grant: decision 058; `filesRefused` counts those refused), and the quote that claimed it, if it waits for them, is
 * delivered at once instead of at the next scheduled run; a quote whose notification went without some
 * of them has its follow-up looked at by the next run. Idempotent; the grant's id is the permission.
 */
export function uploadsCompleteRoute(deps: {
  clock: Clock;
  grants: UploadGrants;
  photos: StoredPhotos;
  waits: PhotoWaits;
  followUps: LatePhotoStore;
  store: SubmissionStore;
  delivery: Delivery;
}): Handler<SendEmailEnv> {
  const { clock, grants, photos, waits, followUps, store, delivery } = deps;
  return async (c) => {
    const grantId = c.req.param('grant') ?? '';
    const grant = isUuid(grantId) ? await grants.byId(grantId) : undefined;
    if (!grant) return respond(c, refused(404, sendEmailMessages.notFound, 'uploads-unknown'));
    // Each photo that came is checked now (decision 058): one refused is deleted and not waited for.
    const { missing, refused: refusedFiles } = await photos.arrivals(grant.files);
    const now = clock.now();
    const waiting = missing.length ? undefined : await waits.dueNow(grant.id, new Date(now));
    // Photos that came after the notification: the next scheduled run sends their follow-up.
    if (!missing.length) await followUps.dueNow(grant.id, new Date(now));
    if (waiting) {
      const next = await store.claimNext(
        new Date(now),
        new Date(now + RETRY_RULES.leaseMs),
        RETRY_RULES.maxAttempts,
        waiting,
      );
      if (next) await delivery.deliver(next);
    }
    return respond(c, {
      status: 202,
      body: { success: true, filesPending: missing.length, filesRefused: refusedFiles.length },
      log: { outcome: waiting ? 'uploads-complete: delivered' : 'uploads-complete' },
      headers: { 'Cache-Control': 'no-store' },
    });
  };
}
