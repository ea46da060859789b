import type { Clock } from '../_shared/clock.ts';
import type { LatePhotoStore } from './late-photo-store.ts';
import type { PhotoFile } from './lead-messages.ts';
import type { PhotoWaits } from './photo-waits.ts';
import { isStoredPhoto, type StoredPhoto, type StoredPhotos } from './stored-photos.ts';
import type { StoredSubmission } from './stored-submission.ts';

/** A quote's photos in storage as the delivery reaches them (issue 49). */
export type DeliveryPhotos = {
  stored: StoredPhotos;
  waits: PhotoWaits;
  sweep: (now: Date) => Promise<number>;
  /** The follow-up for photos that come after the notification went without them. */
  followUps: LatePhotoStore;
};

/** How often a quote waiting for its photos looks again, within FILES_WAIT_MINUTES. */
const PHOTO_LOOK_MS = 30_000;

/** The photos as files the provider fetches by a signed URL that reads each until `until`. */
export function photoFiles(
  stored: StoredPhotos,
  photos: readonly StoredPhoto[],
  until: Date,
): Promise<PhotoFile[]> {
  return Promise.all(
    photos.map(async (photo): Promise<PhotoFile> => {
      const url = await stored.readUrl(photo, until);
      return { filename: photo.filename, type: photo.type, size: photo.size, content: { url }, link: url };
    }),
  );
}

/**
 * What a lead's notification carries of its photos in storage: `waiting` while some are still on their
 * way from the visitor's phone and FILES_WAIT_MINUTES have not passed (the lead postponed, its attempt
 * given back, to look again); afterwards those that came and passed their check (`files`), those that
 * did not come (`missing`) and those refused at their check (`refused`).
 * A lead without such photos: no `files` (its own are read from Postgres).
 */
export function createNotificationPhotos(deps: {
  photos: DeliveryPhotos | undefined;
  clock: Clock;
  fileLinkMs: number;
}) {
  const { photos, clock } = deps;
  return async function notificationPhotos(
    submission: StoredSubmission,
  ): Promise<{ waiting: number } | { files?: PhotoFile[]; missing: StoredPhoto[]; refused: StoredPhoto[] }> {
    const inStorage = photos ? submission.files.filter(isStoredPhoto) : [];
    if (!photos || !inStorage.length) return { missing: [], refused: [] };
    // The photos go up from the visitor's phone on their own: wait for them, FILES_WAIT_MINUTES at most.
    // Each is checked as it arrives (decision 058): a refused one is not waited for, and goes unattached.
    const arrivals = await photos.stored.arrivals(inStorage);
    const waitUntil = submission.filesWaitUntil?.getTime() ?? 0;
    if (arrivals.missing.length && clock.now() < waitUntil) {
      await photos.waits.wait(submission.id, new Date(Math.min(waitUntil, clock.now() + PHOTO_LOOK_MS)));
      return { waiting: arrivals.missing.length };
    }
    const until = submission.filesExpireAt ?? new Date(clock.now() + deps.fileLinkMs);
    return {
      files: await photoFiles(photos.stored, arrivals.arrived, until),
      missing: arrivals.missing,
      refused: arrivals.refused,
    };
  };
}
