import { describe, expect, it } from 'vitest';
import { readContentConfig } from './client.ts';
import { imageSrcSet, urlFor } from './image.ts';

const local = readContentConfig({ SANITY_API_HOST: 'http://127.0.0.1:3555' });
const cloud = readContentConfig({ SANITY_PROJECT_ID: 'ab12cd34' });

const assetId = 'image-0123456789abcdef0123456789abcdef01234567-2400x1600-jpg';
const fileName = '0123456789abcdef0123456789abcdef01234567-2400x1600.jpg';
const image = {
  _type: 'image',
  asset: { _type: 'reference', _ref: assetId },
  // The owner cut 10% off the left and put the hotspot right of centre.
  crop: { top: 0, bottom: 0, left: 0.1, right: 0 },
  hotspot: { x: 0.7, y: 0.5, width: 0.2, height: 0.2 },
};

describe('urlFor', () => {
  it('builds image URLs on the local content server', () => {
    expect(
      urlFor({ asset: { _ref: assetId } }, local)
        .width(800)
        .url(),
    ).toBe(`http://127.0.0.1:3555/images/nordkyst/production/${fileName}?w=800`);
  });

  it("builds image URLs on Sanity's CDN in the cloud", () => {
    expect(urlFor({ asset: { _ref: assetId } }, cloud).url()).toBe(
      `https://cdn.sanity.io/images/ab12cd34/production/${fileName}`,
    );
  });
});

describe('imageSrcSet', () => {
  it('lists every width with auto format, and a fallback src of 800 px', () => {
    const { src, srcSet } = imageSrcSet({ asset: { _ref: assetId } }, undefined, { config: local });
    const entries = srcSet.split(', ');
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual([
      '400w',
      '640w',
      '800w',
      '1200w',
      '1600w',
      '2000w',
    ]);
    for (const entry of entries) expect(entry).toContain('auto=format');
    expect(src).toBe(entries[2]?.split(' ')[0]);
    expect(new URL(src).searchParams.get('w')).toBe('800');
  });

  it("crops to the aspect ratio around the hotspot, inside the owner's crop", () => {
    const { src } = imageSrcSet(image, [400, 800], { aspect: 1, quality: 70, config: local });
    const search = new URL(src).searchParams;
    expect(search.get('w')).toBe('800');
    expect(search.get('h')).toBe('800');
    expect(search.get('fit')).toBe('crop');
    expect(search.get('q')).toBe('70');
    // A 1600 px square centred on x = 0.7 * 2400 = 1680, kept inside the crop (left 240 .. 2400).
    expect(search.get('rect')).toBe('800,0,1600,1600');
  });

  it("keeps the owner's crop without an aspect ratio", () => {
    const { src } = imageSrcSet(image, [640], { config: local });
    expect(new URL(src).searchParams.get('rect')).toBe('240,0,2160,1600');
  });

  it('refuses an empty width list', () => {
    expect(() => imageSrcSet(image, [], { config: local })).toThrow(/at least one width/);
  });
});
