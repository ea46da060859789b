import type { StoredFile } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { PhotoArrivalCheck } from './photo-arrival-check.ts';
import type { QuoteStorage } from './quote-storage.ts';
import type { UploadGrants } from './upload-grants.ts';

/** A quote's photo in storage as its submission keeps it (issue 49): its path, name, type and size. */
export type StoredPhoto = StoredFile;

/** A file of a submission that is a photo in storage (it has a path), not bytes in Postgres. */
export const isStoredPhoto = (file: { path?: string | undefined }): file is StoredPhoto =>
  typeof file.path === 'string';

/** Which of a quote's photos are in storage now and checked, which were refused, and which are on their way. */
export type PhotoArrivals<T> = { arrived: T[]; missing: T[]; refused: T[] };

/**
 * The quote's photos as its delivery sees them: which arrived, each checked against its grant before any
 * e-mail carries or links it (photo-arrival-check.ts: Storage's size and type, its first bytes), which
 * were refused there, and a URL Resend fetches each from, so the function never holds a photo's bytes.
 */
export function createStoredPhotos(deps: {
  storage: QuoteStorage;
  grants: UploadGrants;
  clock: Clock;
  check: PhotoArrivalCheck;
}) {
  const { storage, grants, clock, check } = deps;
  return {
    async arrivals<T extends { path: string }>(photos: readonly T[]): Promise<PhotoArrivals<T>> {
      const arrivals: PhotoArrivals<T> = { arrived: [], missing: [], refused: [] };
      const folders = new Set(photos.map((photo) => photo.path.split('/')[0] ?? ''));
      const states = new Map<string, 'arrived' | 'refused'>();
      const now = new Date(clock.now());
      for (const folder of folders)
        for (const [path, state] of await check.check(folder, now)) states.set(path, state);
      for (const photo of photos) arrivals[states.get(photo.path) ?? 'missing'].push(photo);
      return arrivals;
    },

    /**
     * A URL that reads `photo` until `until` (Resend fetches it within minutes; a link lasts its days),
     * signed once: every attempt of an e-mail naming it sends the same request (migration
     * 20261128170000_photo_read_urls).
     */
    readUrl: (photo: StoredPhoto, until: Date) =>
      grants.keptReadUrl(photo.path, () =>
        storage.readUrl(photo.path, (until.getTime() - clock.now()) / 1000, photo.filename),
      ),
  };
}

export type StoredPhotos = ReturnType<typeof createStoredPhotos>;
