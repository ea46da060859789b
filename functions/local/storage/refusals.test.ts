// What Supabase Storage refuses, with its status and message (supabase/storage: src/test/tus.test.ts,
// src/internal/errors/codes.ts), so the page and the function meet the same answers locally.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_FILES_BUCKET } from '../../_shared/quote-files-bucket.ts';
import { startTestStorage, tusUpload } from '../../test-support/local-storage.ts';

let storage: Awaited<ReturnType<typeof startTestStorage>>;
let other: Awaited<ReturnType<typeof startTestStorage>>;
beforeAll(async () => {
  [storage, other] = await Promise.all([startTestStorage(), startTestStorage()]);
});
afterAll(() => Promise.all([storage?.close(), other?.close()]));

const small = randomBytes(2000);
const tokenFor = async (path: string, options?: { upsert: boolean }) =>
  (await storage.bucket().createSignedUploadUrl(path, options)).data?.token ?? '';

describe('the signed upload endpoint refuses', () => {
  it.each([
    ['no token', undefined, 'Missing x-signature header'],
    ['a token that is no JWT', 'not-a-token', 'Invalid Compact JWS'],
  ])('%s', async (_, token, message) => {
    expect(await tusUpload(storage.url, small, { token, objectName: 'a.jpg' })).toEqual({
      ok: false,
      status: 400,
      body: message,
    });
  });

  it('a token signed with another secret', async () => {
    const token = (await other.bucket().createSignedUploadUrl('a.jpg')).data?.token;
    expect(await tusUpload(storage.url, small, { token, objectName: 'a.jpg' })).toEqual({
      ok: false,
      status: 400,
      body: 'signature verification failed',
    });
  });

  it('an expired token (2 hours)', async () => {
    const token = await tokenFor('late.jpg');
    storage.advanceClock(2 * 60 * 60 * 1000 + 1000);
    expect(await tusUpload(storage.url, small, { token, objectName: 'late.jpg' })).toEqual({
      ok: false,
      status: 400,
      body: '"exp" claim timestamp check failed',
    });
  });

  it('a token for another path, a download token, and a path out of the bucket', async () => {
    const token = await tokenFor('mine.jpg');
    const refused = { ok: false, status: 400, body: 'Invalid signature' };
    expect(await tusUpload(storage.url, small, { token, objectName: 'theirs.jpg' })).toEqual(refused);
    expect(await tusUpload(storage.url, small, { token, objectName: '../quote-files/mine.jpg' })).toEqual(
      refused,
    );
    await tusUpload(storage.url, small, { token, objectName: 'mine.jpg' });
    const download = (await storage.bucket().createSignedUrl('mine.jpg', 60)).data?.signedUrl ?? '';
    const downloadToken = new URL(download).searchParams.get('token') ?? '';
    expect(await tusUpload(storage.url, small, { token: downloadToken, objectName: 'mine.jpg' })).toEqual({
      ...refused,
      body: 'Token is not scoped for upload',
    });
  });

  it('a file over the bucket limit, and a type it does not allow, before a byte of it is taken', async () => {
    storage.takeReceived();
    const token = await tokenFor('big.jpg');
    const big = Buffer.alloc(QUOTE_FILES_BUCKET.fileSizeLimit + 1);
    expect(await tusUpload(storage.url, big, { token, objectName: 'big.jpg' })).toEqual({
      ok: false,
      status: 413,
      body: 'Maximum size exceeded\n',
    });
    const text = await tokenFor('notes.txt');
    expect(
      await tusUpload(storage.url, small, {
        token: text,
        objectName: 'notes.txt',
        contentType: 'text/plain',
      }),
    ).toEqual({
      ok: false,
      status: 415,
      body: 'mime type text/plain is not supported',
    });
    expect(storage.takeReceived()).toBe(0);
  });
});

describe('no overwrite without upsert', () => {
  it('refuses to sign an upload to an existing object and the service role its upload; upsert replaces it', async () => {
    const bucket = storage.bucket();
    const first = await tokenFor('taken.jpg');
    await tusUpload(storage.url, small, { token: first, objectName: 'taken.jpg' });

    const again = await bucket.createSignedUploadUrl('taken.jpg');
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    const direct = await tusUpload(storage.url, small, {
      objectName: 'taken.jpg',
      endpoint: `${storage.url}/storage/v1/upload/resumable`,
      headers: { Authorization: `Bearer ${storage.serviceKey}` },
    });
    expect(direct).toEqual({ ok: false, status: 409, body: 'The resource already exists' });

    // As on Supabase, the signed endpoint checks only the token: while it is valid (2 hours), its holder
    // may write its path again (src/http/routes/tus/lifecycle.ts returns before canUpload).
    expect(await tusUpload(storage.url, small, { token: first, objectName: 'taken.jpg' })).toMatchObject({
      ok: true,
    });

    const replacement = randomBytes(3000);
    const upsert = await tokenFor('taken.jpg', { upsert: true });
    expect(
      await tusUpload(storage.url, replacement, { token: upsert, objectName: 'taken.jpg' }),
    ).toMatchObject({ ok: true });
    const { data } = await bucket.createSignedUrl('taken.jpg', 60);
    expect(Buffer.from(await (await fetch(data?.signedUrl ?? '')).arrayBuffer()).equals(replacement)).toBe(
      true,
    );
  });
});

describe('the service role', () => {
  it('is needed for the object API and the unsigned upload endpoint', async () => {
    const response = await fetch(`${storage.url}/storage/v1/object/list/quote-files`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
    const anonymous = await tusUpload(storage.url, small, {
      objectName: 'b.jpg',
      endpoint: `${storage.url}/storage/v1/upload/resumable`,
    });
    expect(anonymous).toMatchObject({ ok: false, status: 400 });
  });

  it('names without a dot segment only: nothing is written for one', async () => {
    const before = await readdir(join(storage.dir, 'uploads'));
    const outcome = await tusUpload(storage.url, small, {
      objectName: '../../escape.jpg',
      endpoint: `${storage.url}/storage/v1/upload/resumable`,
      headers: { Authorization: `Bearer ${storage.serviceKey}` },
    });
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    expect(outcome.ok || outcome.body).toMatch(
      /^Invalid key: quote-files\/\.\.\/\.\.\/escape\.jpg\/.* contains dot path segment$/,
    );
    expect(await readdir(join(storage.dir, 'uploads'))).toEqual(before);
  });
});
