// A phone that loses its network after the first chunk: the next attempt asks the server how far it
// got and sends only the rest.
import { randomBytes } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TUS_CHUNK_BYTES } from '../../_shared/quote-files-bucket.ts';
import { cutAfterFirstChunk, startTestStorage, tusUpload } from '../../test-support/local-storage.ts';
import { STORAGE_PATH } from './storage-server.ts';

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

it('makes an upload that a cut left whole on disk its object when the client asks how far it got', async () => {
  const photo = randomBytes(64 * 1024);
  const bucket = storage.bucket();
  const { data } = await bucket.createSignedUploadUrl('quote-4/photo.jpg');
  const headers = { 'Tus-Resumable': '1.0.0', 'x-signature': data?.token ?? '' };
  const metadata = [
    ['bucketName', 'quote-files'],
    ['objectName', 'quote-4/photo.jpg'],
    ['contentType', 'image/jpeg'],
  ].map(([key, value]) => `${key} ${Buffer.from(value ?? '').toString('base64')}`);
  const created = await fetch(`${storage.url}${STORAGE_PATH}/upload/resumable/sign`, {
    method: 'POST',
    headers: { ...headers, 'Upload-Length': String(photo.length), 'Upload-Metadata': metadata.join(',') },
  });
  expect(created.status).toBe(201);
  const uploadUrl = created.headers.get('location') ?? '';
  // Every byte written, the PATCH's answer (and its finish) lost with the connection.
  await appendFile(join(storage.dir, 'uploads', uploadUrl.split('/').pop() ?? ''), photo);
  expect(await bucket.exists('quote-4/photo.jpg')).toMatchObject({ data: false });

  const head = await fetch(uploadUrl, { method: 'HEAD', headers });
  expect(head.headers.get('upload-offset')).toBe(String(photo.length));
  const { data: signed } = await bucket.createSignedUrl('quote-4/photo.jpg', 60);
  const bytes = Buffer.from(await (await fetch(signed?.signedUrl ?? '')).arrayBuffer());
  expect(bytes.equals(photo)).toBe(true);
});
