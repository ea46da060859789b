// A phone that loses its network after the first chunk: the next attempt asks the server how far it
// got and sends only the rest.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TUS_CHUNK_BYTES } from '../../_shared/quote-files-bucket.ts';
import { cutAfterFirstChunk, startTestStorage, tusUpload } from '../../test-support/local-storage.ts';

let storage: Awaited<ReturnType<typeof startTestStorage>>;
beforeAll(async () => {
  storage = await startTestStorage();
});
afterAll(() => storage?.close());

it('continues a cut upload from the offset the server has, sending only the rest', async () => {
  const photo = randomBytes(9 * 1024 * 1024);
  const bucket = storage.bucket();
  const { data } = await bucket.createSignedUploadUrl('quote-3/photo.jpg');
  const token = data?.token ?? '';

  const uploadUrl = await cutAfterFirstChunk(storage.url, photo, { token, objectName: 'quote-3/photo.jpg' });
  expect(uploadUrl).toMatch(new RegExp(`^${storage.url}/storage/v1/upload/resumable/sign/[A-Za-z0-9_-]+$`));
  expect(storage.takeReceived()).toBe(TUS_CHUNK_BYTES);
  expect(await bucket.exists('quote-3/photo.jpg')).toMatchObject({ data: false });

  const progress: number[] = [];
  const outcome = await tusUpload(storage.url, photo, {
    token,
    objectName: 'quote-3/photo.jpg',
    uploadUrl,
    onProgress: (sent) => progress.push(sent),
  });
  expect(outcome).toEqual({ ok: true, url: uploadUrl });
  expect(storage.takeReceived()).toBe(photo.length - TUS_CHUNK_BYTES);
  expect(progress[0]).toBeGreaterThanOrEqual(TUS_CHUNK_BYTES);

  const { data: signed } = await bucket.createSignedUrl('quote-3/photo.jpg', 60);
  const bytes = Buffer.from(await (await fetch(signed?.signedUrl ?? '')).arrayBuffer());
  expect(bytes.equals(photo)).toBe(true);
});
