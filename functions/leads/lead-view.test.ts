// Issue 49: Henvendelser shows a quote's photos from storage by short-lived signed URLs, and marks the
// ones still on their way from the visitor's phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileLinks } from '../send-email/file-links.ts';
import { createQuoteStorage } from '../send-email/quote-storage.ts';
import { startTestStorage, tusUpload } from '../test-support/local-storage.ts';
import { createLeadView } from './lead-view.ts';
import type { StoredLead } from './store.ts';

let storage: Awaited<ReturnType<typeof startTestStorage>>;
beforeAll(async () => {
  storage = await startTestStorage();
});
afterAll(() => storage?.close());

const folder = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const lead = (receivedAt: string) =>
  ({
    id: '0b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4',
    form: 'quote',
    fields: { name: 'Karen', email: 'karen@example.dk', phone: '12345678', description: 'Nyt tag.' },
    receivedAt,
    files: [
      {
        position: 0,
        filename: 'tag.jpg',
        type: 'image/jpeg',
        size: 5,
        stored: false,
        path: `${folder}/0-aa-tag.jpg`,
      },
      {
        position: 1,
        filename: 'gavl.jpg',
        type: 'image/jpeg',
        size: 5,
        stored: false,
        path: `${folder}/1-bb-gavl.jpg`,
      },
    ],
  }) as unknown as StoredLead;

describe('a lead with photos in storage', () => {
  it('links the photos that are there for minutes, and marks the others as on their way', async () => {
    const { data } = await storage.bucket().createSignedUploadUrl(`${folder}/0-aa-tag.jpg`);
    expect(
      await tusUpload(storage.url, Buffer.from('hello'), {
        token: data?.token ?? '',
        objectName: `${folder}/0-aa-tag.jpg`,
      }),
    ).toMatchObject({ ok: true });
    const now = Date.now();
    const view = createLeadView({
      clock: { now: () => now },
      fileLinks: createFileLinks('l'.repeat(40)),
      photos: createQuoteStorage({ url: () => storage.url, serviceKey: storage.serviceKey }),
      // Both passed their check at arrival; only the first is in storage.
      checkedPhotos: async (paths) => new Set(paths),
    });
    const [there, arriving] = (await view(lead(new Date(now - 60_000).toISOString()))).files as {
      stored: boolean;
      url?: string;
      downloadUrl?: string;
      arriving?: boolean;
    }[];
    expect(there).toMatchObject({
      stored: true,
      url: expect.stringContaining('/storage/v1/object/sign/quote-files/'),
    });
    expect(await (await fetch(there?.url ?? '')).text()).toBe('hello');
    expect((await fetch(there?.downloadUrl ?? '')).headers.get('content-disposition')).toContain('tag.jpg');
    expect(arriving).toMatchObject({ stored: false, arriving: true });

    // A day on, a photo that never came is no longer said to be on its way.
    const [, gone] = (await view(lead(new Date(now - 2 * 86_400_000).toISOString()))).files as {
      arriving?: boolean;
    }[];
    expect(gone?.arriving).toBe(false);
  });

  it('links no photo its arrival check did not pass, though it is in storage: not checked yet, or refused', async () => {
    const path = `${folder}/1-bb-gavl.jpg`;
    const { data } = await storage.bucket().createSignedUploadUrl(path);
    await tusUpload(storage.url, Buffer.from('<html>'), { token: data?.token ?? '', objectName: path });
    const now = Date.now();
    const view = createLeadView({
      clock: { now: () => now },
      fileLinks: createFileLinks('l'.repeat(40)),
      photos: createQuoteStorage({ url: () => storage.url, serviceKey: storage.serviceKey }),
      checkedPhotos: async (paths) => new Set(paths.filter((each) => each !== path)),
    });
    const [, unchecked] = (await view(lead(new Date(now - 60_000).toISOString()))).files as {
      stored: boolean;
      url?: string;
    }[];
    expect(unchecked).toMatchObject({ stored: false, arriving: true });
    expect(unchecked?.url).toBeUndefined();
  });
});
