// The store's transaction rules, through the real @sanity/client against the HTTP listener.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LakeServer, startLakeServer } from '../test-support/lake-server.ts';
import { resetContentLake } from './reset.ts';

let lake: LakeServer;

beforeAll(async () => {
  lake = await startLakeServer();
});

afterAll(async () => {
  await lake?.remove();
});

const rev = async (id: string) => (await lake.client.getDocument(id))?._rev;

async function act(actions: Record<string, unknown>[], transactionId?: string) {
  const response = await fetch(`${lake.server.url}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...lake.auth },
    body: JSON.stringify({ actions, ...(transactionId ? { transactionId } : {}) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('mutations', () => {
  it('stamps every written document with the transaction id as _rev', async () => {
    const result = await lake.client
      .transaction()
      .create({ _id: 'note-1', _type: 'note', title: 'Første' })
      .createOrReplace({ _id: 'note-2', _type: 'note', title: 'Anden' })
      .commit({ transactionId: 'tx-create-notes' });
    expect(result.transactionId).toBe('tx-create-notes');
    expect(result.results).toEqual([
      { id: 'note-1', operation: 'create' },
      { id: 'note-2', operation: 'create' },
    ]);
    expect(await rev('note-1')).toBe('tx-create-notes');
    const document = await lake.client.getDocument('note-2');
    expect(document).toMatchObject({
      title: 'Anden',
      _createdAt: expect.any(String),
      _updatedAt: expect.any(String),
    });
  });

  it('applies patches with @sanity/mutator, diffMatchPatch included, and returns the document', async () => {
    const patched = await lake.client
      .patch('note-1')
      .set({ tags: ['a'] })
      .diffMatchPatch({ title: '@@ -1,6 +1,13 @@\n F%C3%B8rste\n+ udgave\n' })
      .inc({ count: 1 })
      .setIfMissing({ count: 0 })
      .commit();
    expect(patched).toMatchObject({
      _id: 'note-1',
      title: 'Første udgave',
      tags: ['a'],
      _rev: expect.any(String),
    });
  });

  it("refuses a patch whose ifRevisionID is stale with 409 in Sanity's shape, writing nothing", async () => {
    const before = await lake.client.getDocument('note-1');
    const error = await lake.client
      .patch('note-1', { ifRevisionID: 'not-the-revision' })
      .set({ title: 'Tabt' })
      .commit()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 409,
      details: {
        type: 'mutationError',
        items: [{ error: { type: 'documentRevisionIDDoesNotMatchError', id: 'note-1' }, index: 0 }],
      },
    });
    expect(await lake.client.getDocument('note-1')).toEqual(before);
    await lake.client.patch('note-1', { ifRevisionID: before?._rev }).set({ title: 'Vundet' }).commit();
    expect((await lake.client.getDocument('note-1'))?.title).toBe('Vundet');
  });

  it('writes all of a transaction or none of it', async () => {
    const error = await lake.client
      .transaction()
      .create({ _id: 'note-3', _type: 'note' })
      .create({ _id: 'note-1', _type: 'note' })
      .commit()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 409, details: { items: [{ index: 1 }] } });
    expect(await lake.client.getDocument('note-3')).toBeUndefined();
  });

  it('rejects malformed mutations with 400, not 500', async () => {
    for (const body of [
      '{oops',
      '{"mutations":[]}',
      '{"mutations":[{"create":{"_id":"x y","_type":"n"}}]}',
      '{"mutations":[{"patch":{"id":"note-1","set":{"_type":null}}}]}',
      '{"mutations":[{"frobnicate":{}}]}',
    ]) {
      const response = await fetch(`${lake.server.url}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...lake.auth },
        body,
      });
      expect(response.status, body).toBe(400);
    }
  });
});

describe('actions as the Studio sends them', () => {
  it('edit starts the draft from the published document; publish replaces it and removes the draft', async () => {
    const published = await lake.client.getDocument('gallery-1');
    const edit = await act(
      [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.gallery-1',
          publishedId: 'gallery-1',
          patch: { set: { title: 'Nyt badeværelse i Hornbæk' } },
        },
      ],
      'tx-edit-1',
    );
    expect(edit).toEqual({ status: 200, body: { transactionId: 'tx-edit-1' } });
    expect(await lake.client.getDocument('drafts.gallery-1')).toMatchObject({
      _rev: 'tx-edit-1',
      title: 'Nyt badeværelse i Hornbæk',
      image: published?.image,
      _createdAt: published?._createdAt,
    });
    expect(await lake.client.fetch('*[_id == "gallery-1"][0].title')).toBe('Nyt badeværelse');

    const stale = await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.gallery-1',
        publishedId: 'gallery-1',
        ifPublishedRevisionId: 'stale',
      },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: { items: [{ error: { type: 'documentRevisionIDDoesNotMatchError' } }] },
    });

    const publish = await act(
      [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.gallery-1',
          publishedId: 'gallery-1',
          ifPublishedRevisionId: published?._rev,
        },
      ],
      'tx-publish-1',
    );
    expect(publish.status).toBe(200);
    expect(await lake.client.getDocument('drafts.gallery-1')).toBeUndefined();
    expect(await lake.client.getDocument('gallery-1')).toMatchObject({
      _rev: 'tx-publish-1',
      title: 'Nyt badeværelse i Hornbæk',
    });
    // The published answer the site reads changed with the commit (the query memo was dropped).
    expect(await lake.client.fetch('*[_id == "gallery-1"][0].title')).toBe('Nyt badeværelse i Hornbæk');
  });

  it('discard removes the draft (both action names the Studio uses)', async () => {
    for (const action of [
      { actionType: 'sanity.action.document.discard', draftId: 'drafts.gallery-2' },
      { actionType: 'sanity.action.document.version.discard', versionId: 'drafts.gallery-2' },
    ]) {
      await act([
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.gallery-2',
          publishedId: 'gallery-2',
          patch: { set: { title: 'Kladde' } },
        },
      ]);
      expect(await lake.client.getDocument('drafts.gallery-2')).toBeDefined();
      expect((await act([action])).status).toBe(200);
      expect(await lake.client.getDocument('drafts.gallery-2')).toBeUndefined();
      expect((await lake.client.getDocument('gallery-2'))?.title).toBe('Træterrasse');
    }
  });

  it("create makes a draft with the server's _rev and _createdAt; unpublish keeps the content as a draft; delete removes both", async () => {
    const created = await act(
      [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'gallery-9',
          attributes: {
            _id: 'drafts.gallery-9',
            _type: 'galleryItem',
            title: 'Ny',
            _rev: 'client',
            _createdAt: '2000-01-01T00:00:00Z',
          },
          ifExists: 'fail',
        },
      ],
      'tx-create-9',
    );
    expect(created.status).toBe(200);
    const draft = await lake.client.getDocument('drafts.gallery-9');
    expect(draft?._rev).toBe('tx-create-9');
    expect(draft?._createdAt).not.toBe('2000-01-01T00:00:00Z');
    await act([
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.gallery-9', publishedId: 'gallery-9' },
    ]);
    await act([
      {
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.gallery-9',
        publishedId: 'gallery-9',
      },
    ]);
    expect(await lake.client.getDocument('gallery-9')).toBeUndefined();
    expect((await lake.client.getDocument('drafts.gallery-9'))?.title).toBe('Ny');
    await act([
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'gallery-9',
        includeDrafts: ['drafts.gallery-9'],
      },
    ]);
    expect(await lake.client.getDocuments(['gallery-9', 'drafts.gallery-9'])).toEqual([null, null]);
  });

  it('answers an unknown action type and a publish without a draft clearly', async () => {
    expect((await act([{ actionType: 'sanity.action.document.frobnicate' }])).status).toBe(400);
    expect(
      (
        await act([
          { actionType: 'sanity.action.document.publish', draftId: 'drafts.nope', publishedId: 'nope' },
        ])
      ).status,
    ).toBe(409);
  });

  it('works through client.action as well', async () => {
    const result = await lake.client.action(
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.gallery-2',
        publishedId: 'gallery-2',
        patch: { set: { title: 'Via klienten' } },
      },
      { transactionId: 'tx-client-action' },
    );
    expect(result.transactionId).toBe('tx-client-action');
    expect((await lake.client.getDocument('drafts.gallery-2'))?._rev).toBe('tx-client-action');
  });
});

describe('perspectives', () => {
  it('published hides drafts; drafts lays them over with _originalId; raw shows both', async () => {
    const query = '*[_id in ["gallery-2", "drafts.gallery-2"]]{_id, title, _originalId} | order(_id)';
    expect(await lake.client.fetch(query, {}, { perspective: 'published' })).toEqual([
      { _id: 'gallery-2', title: 'Træterrasse', _originalId: null },
    ]);
    expect(
      await lake.client.fetch(
        '*[_id == "gallery-2"][0]{_id, title, _originalId}',
        {},
        { perspective: 'drafts' },
      ),
    ).toEqual({
      _id: 'gallery-2',
      title: 'Via klienten',
      _originalId: 'drafts.gallery-2',
    });
    expect(await lake.client.fetch(query, {}, { perspective: 'raw' })).toHaveLength(2);
    expect(
      await lake.client.fetch('*[sanity::versionOf("gallery-2")]._id | order(@)', {}, { perspective: 'raw' }),
    ).toEqual(['drafts.gallery-2', 'gallery-2']);
  });

  it('rejects an unknown perspective', async () => {
    const response = await fetch(
      `${lake.server.url}/v2025-02-19/data/query/production?query=1&perspective=future`,
    );
    expect(response.status).toBe(400);
  });
});

describe('doc endpoint', () => {
  it('answers documents and what it omitted', async () => {
    const response = await fetch(`${lake.server.url}/v2025-02-19/data/doc/production/gallery-2,missing`);
    expect(await response.json()).toMatchObject({
      documents: [{ _id: 'gallery-2' }],
      omitted: [{ id: 'missing', reason: 'existence' }],
    });
  });
});

describe('image upload', () => {
  it("answers the seed's own asset for a picture it already has", async () => {
    const bytes = await readFile(join(lake.fixture.seedDir, 'images', 'portrait.jpg'));
    const response = await fetch(
      `${lake.server.url}/v2025-02-19/assets/images/production?filename=igen.jpg`,
      {
        method: 'POST',
        headers: lake.auth,
        body: bytes,
      },
    );
    expect(
      ((await response.json()) as { document: { originalFilename: string } }).document.originalFilename,
    ).toBe('portrait.jpg');
  });

  it('makes one sanity.imageAsset per picture, served by the image route', async () => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const upload = () =>
      fetch(`${lake.server.url}/v2025-02-19/assets/images/production?filename=terrasse.jpg`, {
        method: 'POST',
        headers: lake.auth,
        body: bytes,
      });
    const first = (await (await upload()).json()) as {
      document: { _id: string; url: string; originalFilename: string };
    };
    const second = (await (await upload()).json()) as { document: { _id: string } };
    expect(first.document).toMatchObject({
      _id: expect.stringMatching(/^image-[0-9a-f]{40}-64x48-jpg$/),
      originalFilename: 'terrasse.jpg',
    });
    expect(second.document._id).toBe(first.document._id);
    const image = await fetch(`${first.document.url}?w=100`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const notImage = await fetch(`${lake.server.url}/v2025-02-19/assets/images/production?filename=x.jpg`, {
      method: 'POST',
      headers: lake.auth,
      body: 'hello',
    });
    expect(notImage.status).toBe(400);
  });

  it.each(['png', 'webp', 'avif', 'gif'] as const)(
    'names a %s upload by its real format, whatever its file name says',
    async (format) => {
      const bytes = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#a63' } })
        .toFormat(format)
        .toBuffer();
      const response = await fetch(
        `${lake.server.url}/v2025-02-19/assets/images/production?filename=photo.jpg`,
        {
          method: 'POST',
          headers: lake.auth,
          body: bytes,
        },
      );
      const { document } = (await response.json()) as { document: { _id: string; mimeType: string } };
      expect(document._id).toMatch(new RegExp(`-20x10-${format}$`));
      expect(document.mimeType).toBe(`image/${format}`);
    },
  );
});

describe('persistence', () => {
  it('keeps every acknowledged transaction across a restart, without seeding again', async () => {
    // The last commit's live sync tags are still being worked out when the store closes.
    const errors = vi.spyOn(console, 'error');
    try {
      await lake.client.createOrReplace({ _id: 'note-restart', _type: 'note', title: 'Gemt' });
      await lake.restart();
      expect((await lake.client.getDocument('note-restart'))?.title).toBe('Gemt');
      expect((await lake.client.getDocument('gallery-1'))?.title).toBe('Nyt badeværelse i Hornbæk');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('keeps a transaction acknowledged just before the process is killed', async () => {
    const script = `
      import { createContentLake } from ${JSON.stringify(new URL('./content-lake.ts', import.meta.url).href)};
      const lake = await createContentLake(${JSON.stringify({ seedDir: lake.fixture.seedDir, cacheDir: lake.fixture.cacheDir, dataDir: lake.dataDir })});
      await lake.mutate([{ createOrReplace: { _id: 'note-crash', _type: 'note', title: 'Overlevede' } }]);
      process.kill(process.pid, 'SIGKILL');
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.signal).toBe('SIGKILL');
    expect((await lake.client.getDocument('note-crash'))?.title).toBe('Overlevede');
  });

  it('is restored to the seed by the reset command, which the running server notices', async () => {
    await resetContentLake({
      seedDir: lake.fixture.seedDir,
      cacheDir: lake.fixture.cacheDir,
      dataDir: lake.dataDir,
    });
    expect(await lake.client.getDocument('note-restart')).toBeUndefined();
    expect((await lake.client.getDocument('gallery-1'))?.title).toBe('Nyt badeværelse');
  });
});
