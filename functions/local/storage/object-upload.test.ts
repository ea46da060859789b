// storage-js's `upload` (POST /object/<bucket>/<path>) as the service role makes it: the bytes in the
// body, `x-upsert` to replace, the bucket's types and size limit as Supabase applies them. The move of
// the files kept in Postgres into the bucket (issue 49) uploads this way.
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_FILES_BUCKET } from '../../_shared/quote-files-bucket.ts';
import { startTestStorage } from '../../test-support/local-storage.ts';

let storage: Awaited<ReturnType<typeof startTestStorage>>;
beforeAll(async () => {
  storage = await startTestStorage();
});
afterAll(() => storage?.close());

const read = async (path: string) => {
  const { data } = await storage.bucket().createSignedUrl(path, 60);
  return Buffer.from(await (await fetch(data?.signedUrl ?? '')).arrayBuffer());
};

describe('a standard upload with the service role', () => {
  it('stores the bytes with their type, and replaces them only with x-upsert', async () => {
    const first = randomBytes(3000);
    const stored = await storage.bucket().upload('g/0-a.png', first, { contentType: 'image/png' });
    expect(stored).toMatchObject({
      error: null,
      data: { path: 'g/0-a.png', fullPath: 'quote-files/g/0-a.png' },
    });
    expect(Buffer.compare(await read('g/0-a.png'), first)).toBe(0);
    const { data: info } = await storage.bucket().info('g/0-a.png');
    expect(info).toMatchObject({ size: 3000, contentType: 'image/png' });

    const second = randomBytes(2000);
    const again = await storage.bucket().upload('g/0-a.png', second, { contentType: 'image/png' });
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const upserted = await storage
      .bucket()
      .upload('g/0-a.png', second, { contentType: 'image/png', upsert: true });
    expect(upserted.error).toBeNull();
    expect(Buffer.compare(await read('g/0-a.png'), second)).toBe(0);
    expect((await storage.bucket().list('g')).data?.map((item) => item.name)).toEqual(['0-a.png']);
  });

  it('refuses a type the bucket does not take, a file over its limit, and a caller without the key', async () => {
    const exe = await storage
      .bucket()
      .upload('g/x.exe', randomBytes(10), { contentType: 'application/x-msdownload' });
    expect(exe.error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/x-msdownload is not supported',
    });
    const large = await storage
      .bucket()
      .upload('g/large.jpg', Buffer.alloc(QUOTE_FILES_BUCKET.fileSizeLimit + 1), {
        contentType: 'image/jpeg',
      });
    expect(large.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const anonymous = await createClient(storage.url, 'not-a-key')
      .storage.from('quote-files')
      .upload('g/a.png', randomBytes(10), { contentType: 'image/png' });
    expect(anonymous.error).toMatchObject({ statusCode: '403', message: 'Invalid Compact JWS' });
    expect((await storage.bucket().list('g')).data?.map((item) => item.name) ?? []).not.toContain('x.exe');
  });
});
