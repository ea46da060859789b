import { FILE_LIMITS } from '@nordkyst/validation';

/**
 * The private Storage bucket a quote's photos go up to (issue 49), defined once: the migration
 * `20261128130000_quote_files_bucket.sql` creates it on Supabase with these values (a test compares
 * them), and the local storage server (local/storage/) enforces the same limits.
 */
export const QUOTE_FILES_BUCKET = {
  id: 'quote-files',
  public: false,
  fileSizeLimit: FILE_LIMITS.maxFileBytes,
  allowedMimeTypes: FILE_LIMITS.allowedTypes,
} as const;

export type BucketDefinition = {
  id: string;
  public: boolean;
  fileSizeLimit: number;
  allowedMimeTypes: readonly string[];
};

/** Supabase's resumable uploads take 6 MB chunks, every chunk but the last exactly this size. */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;
