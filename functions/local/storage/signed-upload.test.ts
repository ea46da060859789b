// A quote's photo as it will travel: the function signs an upload URL (storage-js), the page uploads
// with tus-js-client to the signed endpoint in 6 MB chunks, the delivery reads it by a signed URL.
import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_CHUNK_BYTES } from '../../_shared/quote-files-bucket.ts';
import { cutAfterFirstChunk, startTestStorage, tusUpload } from '../../test-support/local-storage.ts';

let storage: Awaited<ReturnType<typeof startTestStorage>>;
beforeAll(async () => {
  storage = await startTestStorage();
});
afterAll(() => storage?.close());

const photo = randomBytes(9 * 1024 * 1024);
const path = 'quote-1/photo-1.jpg';

describe('a signed resumable upload', () => {
  it('goes up in 6 MB chunks with progress, is read back whole by a signed URL, listed and removed', async () => {
    const bucket = storage.bucket();
    const signed = await bucket.createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data?.signedUrl).toBe(
      `${storage.url}/storage/v1/object/upload/sign/quote-files/${path}?token=${signed.data?.token}`,
    );

    const progress: number[] = [];
    const chunks: number[] = [];
    const outcome = await tusUpload(storage.url, photo, {
      token: signed.data?.token ?? '',
      objectName: path,
      uploadDataDuringCreation: true,
      onProgress: (sent) => progress.push(sent),
      onChunkComplete: (size) => chunks.push(size),
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(chunks).toEqual([TUS_CHUNK_BYTES, photo.length - TUS_CHUNK_BYTES]);
    expect(progress.at(-1)).toBe(photo.length);
    expect(progress.length).toBeGreaterThan(2);
    expect(storage.takeReceived()).toBe(photo.length);

    const download = await bucket.createSignedUrl(path, 60);
    expect(download.error).toBeNull();
    const response = await fetch(download.data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(photo.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true);

    const part = await fetch(download.data?.signedUrl ?? '', { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${photo.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(photo.subarray(10, 20))).toBe(true);

    const listed = await bucket.list('quote-1');
    expect(listed.data?.map((entry) => [entry.name, entry.metadata?.size, entry.metadata?.mimetype])).toEqual(
      [['photo-1.jpg', photo.length, 'image/jpeg']],
    );
    expect((await bucket.list()).data?.map((entry) => [entry.name, entry.id])).toEqual([['quote-1', null]]);
    expect(await bucket.exists(path)).toMatchObject({ data: true });
    expect((await bucket.info(path)).data).toMatchObject({ size: photo.length, contentType: 'image/jpeg' });

    const removed = await bucket.remove([path]);
    expect(removed.data?.map((entry) => entry.name)).toEqual([path]);
    expect((await bucket.list('quote-1')).data).toEqual([]);
    expect(await bucket.exists(path)).toMatchObject({ data: false });
    // Supabase answers a missing object with HTTP 400 and the real status in the body.
    const again = await bucket.createSignedUrl(path, 60);
    expect(again.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    const gone = await fetch(download.data?.signedUrl ?? '');
    expect(gone.status).toBe(400);
    expect(await gone.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('keeps objects, uploads and the secret private on disk (folders 0700, files 0600)', async () => {
    const bucket = storage.bucket();
    const signed = await bucket.createSignedUploadUrl('quote-2/plan.pdf');
    await tusUpload(storage.url, photo.subarray(0, 1000), {
      token: signed.data?.token ?? '',
      objectName: 'quote-2/plan.pdf',
      contentType: 'application/pdf',
    });
    const unfinished = await bucket.createSignedUploadUrl('quote-2/half.jpg');
    await cutAfterFirstChunk(storage.url, photo, {
      token: unfinished.data?.token ?? '',
      objectName: 'quote-2/half.jpg',
    });
    const entries: { name: string; folder: boolean; mode: number }[] = [];
    const walk = async (path: string): Promise<void> => {
      const found = await stat(path);
      entries.push({
        name: path.slice(storage.dir.length),
        folder: found.isDirectory(),
        mode: found.mode & 0o777,
      });
      if (found.isDirectory()) for (const entry of await readdir(path)) await walk(join(path, entry));
    };
    await walk(storage.dir);
    const names = (folder: boolean) =>
      entries.filter((entry) => entry.folder === folder).map((entry) => entry.name);
    expect(names(true).sort()).toEqual([
      '',
      '/meta',
      '/meta/quote-files',
      '/objects',
      '/objects/quote-files',
      '/uploads',
    ]);
    // The secret, the object and its row, the cut upload and its info.
    expect(names(false)).toHaveLength(5);
    expect(entries.filter((entry) => entry.mode !== (entry.folder ? 0o700 : 0o600))).toEqual([]);
  });
});
