import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { Buckets } from './buckets.ts';
import { failures, jsonFailure, StorageFailure, tusFailure } from './errors.ts';
import { mustBeValidKey, mustHaveNoDotSegment } from './keys.ts';
import type { ObjectStore } from './object-store.ts';
import type { Tokens } from './tokens.ts';
import { decodeUploadId, encodeUploadId, looksLikeUploadId } from './upload-id.ts';

export type TusOptions = {
  /** Where incomplete uploads are kept (`<data>/uploads`). */
  dir: string;
  /** The TUS endpoint's path: `/storage/v1/upload/resumable`. */
  path: string;
  buckets: Buckets;
  objects: ObjectStore;
  tokens: Tokens;
  /** The site's origins, which may upload from a browser. */
  allowedOrigins: readonly string[];
};

/** Incomplete uploads' files private (0600), as the rest of `.data`; @tus/file-store makes them 0644. */
class PrivateFileStore extends FileStore {
  override async create(upload: Upload): Promise<Upload> {
    const created = await super.create(upload);
    await chmod(join(this.directory, upload.id), 0o600);
    await chmod(join(this.directory, `${upload.id}.json`), 0o600);
    return created;
  }
}

/**
 * Supabase's resumable uploads (src/http/routes/tus/index.ts and lifecycle.ts) on @tus/server and
 * @tus/file-store: `<path>` for the service role, `<path>/sign` with a signed upload URL's token in
 * `x-signature` (checked on every request, for exactly its object), metadata `bucketName`,
 * `objectName`, `contentType`, `cacheControl`; the bucket's size limit and types refused at creation;
 * a finished upload becomes the object.
 */
export async function createTusHandler(
  options: TusOptions,
): Promise<(request: Request) => Promise<Response>> {
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const { buckets, objects, tokens } = options;
  const datastore = new PrivateFileStore({ directory: options.dir });
  const isSigned = (request: Request) => new URL(request.url).pathname.startsWith(`${options.path}/sign`);
  // What the request's credential allows: set by onIncomingRequest, read when the upload finishes.
  const grants = new WeakMap<Request, { upsert: boolean; owner?: string }>();

  const tus = new Server({
    path: options.path,
    datastore,
    // Supabase's: a finished upload is an object, deleted through the object API.
    disableTerminationForFinishedUploads: true,
    allowedHeaders: ['Authorization', 'X-Upsert', 'Upload-Expires', 'ApiKey', 'x-signature'],
    allowedOrigins: [...options.allowedOrigins],
    namingFunction(_request, metadata) {
      if (!metadata) throw failures.metadataRequired();
      const bucket = metadata.bucketName ?? '';
      const name = metadata.objectName ?? '';
      if (!bucket) throw failures.invalidBucketName();
      mustBeValidKey(name);
      return encodeUploadId({ bucket, name, version: randomUUID() });
    },
    generateUrl: (request, { proto, host, path, id }) =>
      `${proto}://${host}${path}${isSigned(request) ? '/sign' : ''}/${id}`,
    getFileIdFromRequest: (_request, last) =>
      looksLikeUploadId(last) && last !== 'sign' && last !== 'resumable' ? last : undefined,
    maxSize: (_request, id) =>
      id ? buckets.get(decodeUploadId(id).bucket).fileSizeLimit : buckets.largestLimit,

    async onIncomingRequest(request, id) {
      const { bucket, name } = decodeUploadId(id);
      buckets.get(bucket);
      if (isSigned(request)) {
        const signature = request.headers.get('x-signature');
        if (!signature) throw failures.invalidSignature('Missing x-signature header');
        const token = await tokens.verifyObject(signature, bucket, name, 'upload');
        // As Supabase: the token's own upsert decides, and nothing else is checked here.
        grants.set(request, {
          upsert: token.upsert === true,
          ...(token.owner ? { owner: token.owner } : {}),
        });
        return;
      }
      if (request.method === 'OPTIONS' || request.method === 'HEAD') return;
      const upsert = request.headers.get('x-upsert') === 'true';
      if (!upsert && (await objects.find(bucket, name))) throw failures.keyAlreadyExists();
      grants.set(request, { upsert });
    },

    async onUploadCreate(_request, upload) {
      const { bucket, name, version } = decodeUploadId(upload.id);
      const metadata = { ...upload.metadata };
      metadata.cacheControl = /^-?\d+$/.test(metadata.cacheControl ?? '')
        ? `max-age=${metadata.cacheControl}`
        : 'no-cache';
      if (metadata.contentType) buckets.mustAllowType(bucket, metadata.contentType);
      // Supabase's file backend refuses such a name when it makes the upload's file.
      mustHaveNoDotSegment(`${bucket}/${name}/${version}`);
      return { metadata };
    },

    async onUploadFinish(request, upload) {
      await finish(upload, grants.get(request));
      return { headers: { 'Tus-Complete': '1' } };
    },

    onResponseError: (_request, error) => (error instanceof StorageFailure ? tusFailure(error) : undefined),
  });

  // An upload being made its object, so a HEAD that reads it whole meanwhile waits for the same work.
  const finishing = new Map<string, Promise<void>>();
  /** Makes a whole upload the object, and forgets the upload (its bytes become the object's). */
  function finish(upload: Upload, grant: { owner?: string } | undefined): Promise<void> {
    const running = finishing.get(upload.id);
    if (running) return running;
    const done = makeObject(upload, grant).finally(() => finishing.delete(upload.id));
    finishing.set(upload.id, done);
    return done;
  }

  async function makeObject(upload: Upload, grant: { owner?: string } | undefined): Promise<void> {
    const { bucket, name, version } = decodeUploadId(upload.id);
    await objects.put(bucket, name, join(options.dir, upload.id), {
      contentType: upload.metadata?.contentType || 'application/octet-stream',
      cacheControl: upload.metadata?.cacheControl ?? 'no-cache',
      version,
      owner: grant?.owner ?? null,
      userMetadata: parseUserMetadata(upload.metadata?.metadata),
    });
    await rm(join(options.dir, `${upload.id}.json`), { force: true });
  }

  /**
   * A connection cut while the last bytes were being written leaves an upload whole on disk that never
   * became its object (the PATCH failed before its finish hook). The client's next HEAD reads it as
   * done, so it is made the object then, or the photo would be lost with the page saying it is in.
   */
  async function finishIfWhole(request: Request, response: Response): Promise<void> {
    const offset = response.headers.get('upload-offset');
    if (offset === null || offset !== response.headers.get('upload-length')) return;
    const id = new URL(request.url).pathname.split('/').pop() ?? '';
    const upload = await datastore.getUpload(id).catch(() => undefined);
    if (upload && upload.size === upload.offset) await finish(upload, grants.get(request));
  }

  return async (request) => {
    // The service role's path: Supabase's JWT check answers before the TUS server, in JSON.
    if (!isSigned(request) && request.method !== 'OPTIONS') {
      try {
        await tokens.requireServiceRole(request.headers.get('authorization'));
      } catch (error) {
        if (error instanceof StorageFailure) return jsonFailure(error);
        throw error;
      }
    }
    const response = await tus.handleWeb(request);
    if (request.method === 'HEAD' && response.ok) await finishIfWhole(request, response);
    return response;
  };
}

function parseUserMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
