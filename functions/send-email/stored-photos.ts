import type { StoredFile } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { QuoteStorage } from './quote-storage.ts';
import type { UploadGrants } from './upload-grants.ts';

/** A quote's photo in storage as its submission keeps it (issue 49): its path, name, type and size. */
export type StoredPhoto = StoredFile;

/** A file of a submission that is a photo in storage (it has a path), not bytes in Postgres. */
export const isStoredPhoto = (file: { path?: string | undefined }): file is StoredPhoto =>
  typeof file.path === 'string';

/** Which of a quote's photos are in storage now, and which are still on their way. */
export type PhotoArrivals<T> = { arrived: T[]; missing: T[] };

/**
 * The quote's photos as its delivery sees them: which arrived (storage listed under their grant's
 * folder, whole: the size the page announced), recorded for Henvendelser, and a URL Resend fetches each
 * from, so the function never holds a photo's bytes.
 */
export function createStoredPhotos(deps: { storage: QuoteStorage; grants: UploadGrants; clock: Clock }) {
  const { storage, grants, clock } = deps;
  return {
    async arrivals<T extends { path: string; size: number }>(
      photos: readonly T[],
    ): Promise<PhotoArrivals<T>> {
      const arrived: T[] = [];
      const missing: T[] = [];
      const folders = [...new Set(photos.map((photo) => photo.path.split('/')[0] ?? ''))];
      const present = new Map<string, number>();
      for (const folder of folders)
        for (const [path, size] of await storage.arrived(folder)) present.set(path, size);
      for (const photo of photos) (present.get(photo.path) === photo.size ? arrived : missing).push(photo);
      for (const folder of folders)
        await grants.recordArrivals(
          folder,
          arrived
            .filter((photo) => photo.path.startsWith(`${folder}/`))
            .map((photo) => ({ path: photo.path, bytes: present.get(photo.path) ?? photo.size })),
          new Date(clock.now()),
        );
      return { arrived, missing };
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
