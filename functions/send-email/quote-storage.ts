import { createClient } from '@supabase/supabase-js';
import { QUOTE_FILES_BUCKET } from '../_shared/quote-files-bucket.ts';

/** The grant a photo's path belongs to (its folder): what an error names, never the file's name. */
const grantOf = (path: string) => path.split('/')[0] ?? '';

/** Storage refused or failed: the caller answers 503, as for a database that cannot take the request. */
export class StorageUnavailableError extends Error {
  constructor(what: string, cause?: unknown) {
    super(`storage: ${what}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Storage's answer for an object that is not there (as storage-js's `exists` reads it). */
const noSuchObject = (error: { status?: unknown; statusCode?: unknown; code?: unknown }) =>
  error.code === 'NoSuchKey' ||
  error.status === 404 ||
  error.statusCode === '404' ||
  error.statusCode === 404;

/** Storage's answer for an object already there, to an upload that may not replace it. */
const alreadyThere = (error: { status?: unknown; statusCode?: unknown; error?: unknown }) =>
  error.status === 409 ||
  error.statusCode === '409' ||
  error.statusCode === 409 ||
  error.error === 'Duplicate';

/** Entries one listing of the bucket asks for. */
const LIST_PAGE = 100;

/**
 * The quote's photos in Supabase Storage (bucket `quote-files`), through supabase-js's storage client
 * with the service role's key: the same calls against the local stand-in (local/storage/) and the
 * cloud. `uploadEndpoint` is where a browser sends the TUS upload with a signed token (`x-signature`).
 */
export function createQuoteStorage(options: {
  /** The project's URL (SUPABASE_URL); read when first used, as the local runner knows its port late. */
  url: () => string;
  serviceKey: string;
  /** STORAGE_UPLOAD_URL: the direct storage host's TUS endpoint, when the project's is not wanted. */
  uploadEndpoint?: string | undefined;
}) {
  let client: ReturnType<typeof createClient> | undefined;
  const bucketClient = () => {
    client ??= createClient(options.url(), options.serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    return client.storage.from(QUOTE_FILES_BUCKET.id);
  };

  /**
   * Every entry under `prefix`, a page of LIST_PAGE at a time (Storage answers at most the limit asked
   * for), by name, so that nothing past the first page is missed.
   */
  async function* listed(prefix: string, failure: string) {
    for (let offset = 0; ; offset += LIST_PAGE) {
      const { data, error } = await bucketClient().list(prefix, {
        limit: LIST_PAGE,
        offset,
        sortBy: { column: 'name', order: 'asc' },
      });
      if (error || !data) throw new StorageUnavailableError(failure, error);
      yield data;
      if (data.length < LIST_PAGE) return;
    }
  }

  return {
    /** The TUS endpoint for signed uploads (production may name the direct storage host). */
    uploadEndpoint: () => options.uploadEndpoint ?? `${options.url()}/storage/v1/upload/resumable/sign`,

    /** A token that lets a browser upload `path` once, for two hours; undefined when its object is there. */
    async signUpload(path: string): Promise<string | undefined> {
      const { data, error } = await bucketClient().createSignedUploadUrl(path);
      // The photo is in already (Storage signs no upload over an object): nothing more to upload there.
      if (error && alreadyThere(error)) return undefined;
      if (error || !data)
        throw new StorageUnavailableError(`signing an upload of grant ${grantOf(path)} failed`, error);
      return data.token;
    },

    /** Puts `bytes` at `path` with the service role, replacing what is there (a move run again). */
    async upload(path: string, bytes: Uint8Array, type: string): Promise<void> {
      const { error } = await bucketClient().upload(path, bytes, { contentType: type, upsert: true });
      if (error)
        throw new StorageUnavailableError(`uploading a file of grant ${grantOf(path)} failed`, error);
    },

    /** A URL that reads `path` for `seconds` (Resend fetches an attachment from it; the owner opens it). */
    async readUrl(path: string, seconds: number, download?: string): Promise<string> {
      const { data, error } = await bucketClient().createSignedUrl(
        path,
        Math.max(1, Math.round(seconds)),
        download ? { download } : undefined,
      );
      if (error || !data)
        throw new StorageUnavailableError(`a read URL of a photo of grant ${grantOf(path)} failed`, error);
      return data.signedUrl;
    },

    /** The objects under `folder` (a grant's id) with their sizes: the photos that arrived. */
    async arrived(folder: string): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for await (const page of listed(folder, `listing ${folder} failed`))
        for (const item of page)
          if (item.id !== null) found.set(`${folder}/${item.name}`, Number(item.metadata?.size ?? 0));
      return found;
    },

    /** The folders at the bucket's root (one a grant), a page at a time, every one of them. */
    async *folders(): AsyncGenerator<string[]> {
      for await (const page of listed('', 'listing the folders failed'))
        yield page.filter((item) => item.id === null).map((item) => item.name);
    },

    /**
     * What Storage recorded of the object at `path` (issue 54): its size and the type its upload named
     * (`metadata.mimetype`: a TUS upload without a type is `application/octet-stream`); undefined when
     * there is none.
     */
    async info(path: string): Promise<{ size: number; type: string } | undefined> {
      const { data, error } = await bucketClient().info(path);
      if (error) {
        if (noSuchObject(error)) return undefined;
        throw new StorageUnavailableError('reading an object failed', error);
      }
      return {
        size: Number(data.size ?? 0),
        type: String((data as { contentType?: unknown }).contentType ?? ''),
      };
    },

    /**
     * The first `count` bytes of the object at `path` (a ranged read of a download link that works for a
     * minute: the function never holds a photo, only what its check reads); undefined when it is gone.
     */
    async firstBytes(path: string, count: number): Promise<Uint8Array | undefined> {
      const { data, error } = await bucketClient().createSignedUrl(path, 60);
      if (error && noSuchObject(error)) return undefined;
      if (error || !data) throw new StorageUnavailableError('reading an object failed', error);
      let response: Response;
      try {
        response = await fetch(data.signedUrl, { headers: { Range: `bytes=0-${Math.max(count, 1) - 1}` } });
      } catch (cause) {
        throw new StorageUnavailableError('reading an object failed', cause);
      }
      if (response.status === 400 || response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new StorageUnavailableError(`reading an object failed: ${response.status}`);
      }
      // A Storage that ignores the range answers 200 with the whole: only `count` bytes are read of it.
      const reader = response.body?.getReader();
      const chunks: Uint8Array[] = [];
      let read = 0;
      while (reader && read < count) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        read += value.byteLength;
      }
      await reader?.cancel();
      const bytes = new Uint8Array(Math.min(read, count));
      let offset = 0;
      for (const chunk of chunks) {
        const part = chunk.subarray(0, bytes.length - offset);
        bytes.set(part, offset);
        offset += part.length;
      }
      return bytes;
    },

    /** Deletes `paths` (missing ones are no error). */
    async remove(paths: readonly string[]): Promise<void> {
      if (!paths.length) return;
      const { error } = await bucketClient().remove([...paths]);
      if (error) throw new StorageUnavailableError(`removing ${paths.length} file(s) failed`, error);
    },
  };
}

export type QuoteStorage = ReturnType<typeof createQuoteStorage>;
