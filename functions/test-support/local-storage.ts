import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import { Upload, type UploadOptions } from 'tus-js-client';
import type { Clock } from '../_shared/clock.ts';
import { TUS_CHUNK_BYTES } from '../_shared/quote-files-bucket.ts';
import { createLocalStorage, STORAGE_PATH } from '../local/storage/storage-server.ts';

/**
 * The local storage server alone on a free port, in a folder of its own, with a clock the test moves
 * and a count of the upload bytes it received (the bodies of TUS PATCH and POST requests).
 */
export async function startTestStorage(options: { allowedOrigins?: string[] } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'storage-'));
  let offsetMs = 0;
  const clock: Clock = { now: () => Date.now() + offsetMs };
  const storage = await createLocalStorage({ dir, clock, allowedOrigins: options.allowedOrigins ?? [] });
  let received = 0;
  const counting = (request: Request): Request => {
    if (!request.body || !/^(PATCH|POST)$/.test(request.method) || !request.url.includes('/upload/resumable'))
      return request;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return new Request(request, { body: request.body.pipeThrough(counter), duplex: 'half' } as RequestInit);
  };
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const server = serve(
        { fetch: (request) => storage.fetch(counting(request)), port: 0, hostname: '127.0.0.1' },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
    },
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    dir,
    url,
    serviceKey: storage.serviceKey,
    bucket: () => createClient(url, storage.serviceKey).storage.from('quote-files'),
    advanceClock: (ms: number) => {
      offsetMs += ms;
    },
    /** Upload bytes received since the last call. */
    takeReceived: () => {
      const count = received;
      received = 0;
      return count;
    },
    async close() {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type TusOutcome = { ok: true; url: string } | { ok: false; status: number; body: string };

/**
 * One upload with tus-js-client as the quote form makes it: to the signed endpoint with the token in
 * `x-signature`, the bucket and path in the metadata, 6 MB chunks; no retries, so a refusal is seen.
 */
export function tusUpload(
  url: string,
  data: Buffer,
  options: Partial<UploadOptions> & { token?: string; objectName: string; contentType?: string },
): Promise<TusOutcome> {
  const { token, objectName, contentType = 'image/jpeg', ...rest } = options;
  return new Promise((resolve) => {
    const upload: Upload = new Upload(data, {
      endpoint: `${url}${STORAGE_PATH}/upload/resumable/sign`,
      headers: token === undefined ? {} : { 'x-signature': token },
      metadata: { bucketName: 'quote-files', objectName, contentType, cacheControl: '3600' },
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [],
      onShouldRetry: () => false,
      ...rest,
      onSuccess: () => resolve({ ok: true, url: upload.url ?? '' }),
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        resolve({
          ok: false,
          status: response?.getStatus() ?? 0,
          body: response?.getBody() ?? String(error),
        });
      },
    });
    upload.start();
  });
}

/** Starts an upload and cuts it after its first chunk, as a phone losing its network: the upload's URL. */
export async function cutAfterFirstChunk(
  url: string,
  data: Buffer,
  options: { token: string; objectName: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload: Upload = new Upload(data, {
      endpoint: `${url}${STORAGE_PATH}/upload/resumable/sign`,
      headers: { 'x-signature': options.token },
      metadata: { bucketName: 'quote-files', objectName: options.objectName, contentType: 'image/jpeg' },
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [],
      onChunkComplete: () => {
        upload.abort().then(() => resolve(upload.url ?? ''), reject);
      },
      onSuccess: () => reject(new Error('the upload should have been cut before its end')),
      onError: reject,
    });
    upload.start();
  });
}
