import type { BucketDefinition } from '../../_shared/quote-files-bucket.ts';
import { failures } from './errors.ts';

export type Buckets = ReturnType<typeof createBuckets>;

/** The buckets the local server has (their rows in `storage.buckets` on Supabase), by id. */
export function createBuckets(definitions: readonly BucketDefinition[]) {
  const byId = new Map(definitions.map((bucket) => [bucket.id, bucket]));
  return {
    get(id: string): BucketDefinition {
      const bucket = byId.get(id);
      if (!bucket) throw failures.noSuchBucket();
      return bucket;
    },
    /** Before a request names its bucket (OPTIONS' Tus-Max-Size). */
    largestLimit: Math.max(0, ...definitions.map((bucket) => bucket.fileSizeLimit)),

    /** Supabase's validateMimeType (src/storage/uploader.ts): `type/subtype` or `type/*` of the bucket's list. */
    mustAllowType(id: string, mimeType: string): void {
      const [type, subtype] = mimeType.split('/');
      const allowed = this.get(id).allowedMimeTypes.some((entry) => {
        const [allowedType, allowedSubtype] = entry.split('/');
        return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
      });
      if (subtype === undefined || !allowed) throw failures.invalidMimeType(mimeType);
    },
  };
}
