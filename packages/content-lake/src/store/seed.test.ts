import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSeed, type FixtureSeed } from '../test-support/fixture.ts';
import { loadSeed, type SeedContent } from './seed.ts';

let fixture: FixtureSeed;
let store: SeedContent;
const byId = (id: string) => store.documents.find((document) => document._id === id);

const options = () => ({
  seedDir: fixture.seedDir,
  cacheDir: fixture.cacheDir,
  projectId: 'nordkyst',
  dataset: 'production',
});

beforeAll(async () => {
  fixture = await createFixtureSeed();
  store = await loadSeed(options());
});

afterAll(async () => {
  await fixture?.remove();
});

describe('loadSeed', () => {
  it('keeps published documents and leaves drafts out', () => {
    const ids = store.documents.map((document) => document._id);
    expect(ids).toContain('gallery-2');
    expect(ids.some((id) => id.startsWith('drafts.'))).toBe(false);
  });

  it("creates one sanity.imageAsset per image file, with Sanity's id and metadata", async () => {
    const assets = store.documents.filter((document) => document._type === 'sanity.imageAsset');
    expect(assets).toHaveLength(2);
    const file = await readFile(join(fixture.seedDir, 'images', 'landscape.jpg'));
    const sha1 = createHash('sha1').update(file).digest('hex');
    const asset = byId(`image-${sha1}-1200x800-jpg`);
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      originalFilename: 'landscape.jpg',
      extension: 'jpg',
      mimeType: 'image/jpeg',
      size: file.byteLength,
      metadata: {
        dimensions: { _type: 'sanity.imageDimensions', width: 1200, height: 800, aspectRatio: 1.5 },
        hasAlpha: false,
        isOpaque: true,
      },
    });
  });

  it('makes a ~20 px wide JPEG data URL as the LQIP and caches it on disk', async () => {
    const asset = store.documents.find((document) => document._type === 'sanity.imageAsset') as
      | { metadata: { lqip: string }; sha1hash: string }
      | undefined;
    const lqip = asset?.metadata.lqip ?? '';
    expect(lqip).toMatch(/^data:image\/jpeg;base64,/);
    const thumbnail = await sharp(Buffer.from(lqip.split(',')[1] ?? '', 'base64')).metadata();
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: 20, height: 13 });
    expect((await readdir(join(fixture.cacheDir, 'lqip'))).join()).toContain(asset?.sha1hash);
  });

  it('replaces _sanityAsset with a reference, keeping alt, hotspot and crop', () => {
    type ImageField = { asset: { _ref: string } };
    const service = byId('service-badevaerelser') as unknown as {
      image: ImageField;
      projects: { image: ImageField }[];
    };
    expect(service.image).toEqual({
      _type: 'image',
      alt: 'Nyt badeværelse',
      hotspot: expect.objectContaining({ x: 0.8, y: 0.5 }),
      crop: expect.objectContaining({ left: 0.1 }),
      asset: { _type: 'reference', _ref: expect.stringMatching(/^image-[0-9a-f]{40}-1200x800-jpg$/) },
    });
    expect(service.projects[0]?.image.asset._ref).toMatch(/-800x1200-jpg$/);
    expect(JSON.stringify(store.documents)).not.toContain('_sanityAsset');
  });

  it('refuses an asset outside the seed folder', async () => {
    const line = JSON.stringify({
      _id: 'evil',
      _type: 'galleryItem',
      image: { _type: 'image', _sanityAsset: 'image@file://./../../etc/passwd' },
    });
    await writeFile(join(fixture.seedDir, 'production.ndjson'), `${line}\n`);
    await expect(loadSeed(options())).rejects.toThrow(/outside the seed folder/);
  });

  it('names the line of a malformed document', async () => {
    await writeFile(join(fixture.seedDir, 'production.ndjson'), '{"_id":"a","_type":"x"}\n{oops\n');
    await expect(loadSeed(options())).rejects.toThrow(/production\.ndjson:2: not valid JSON/);
  });
});
