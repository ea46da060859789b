import { describe, expect, it } from 'vitest';
import { galleryItemsFrom, galleryPageFrom } from './gallery';
import { galleryResult, noPicture } from './query-fixtures';

describe('galleryItemsFrom', () => {
  it('keeps the owner’s titles and order', () => {
    const items = galleryItemsFrom([galleryResult('a', 'Køkken <b>"nyt"</b> 🏠'), galleryResult('b')]);
    expect(items.map((item) => item.title)).toEqual(['Køkken <b>"nyt"</b> 🏠', 'Projekt b']);
  });

  it('skips deleted references and items without a picture', () => {
    const items = galleryItemsFrom([null, { ...galleryResult('a'), image: noPicture }, galleryResult('b')]);
    expect(items.map((item) => item.id)).toEqual(['b']);
  });

  it('gives every item a 4:3 thumbnail and the whole picture', () => {
    const [item] = galleryItemsFrom([galleryResult('a')]);
    expect(item?.thumb.src).toContain('a-2400x1600.jpg');
    expect(item?.thumb.height).toBe(Math.round(((item?.thumb.width ?? 0) * 3) / 4));
    expect(item?.full.height).toBe(Math.round(((item?.full.width ?? 0) * 1600) / 2400));
  });

  it('draws the thumbnails lighter than the lightbox picture, looked at full screen', () => {
    const [item] = galleryItemsFrom([galleryResult('a')]);
    const qualities = (srcSet = '') => new Set([...srcSet.matchAll(/[?&]q=(\d+)/g)].map((match) => match[1]));
    expect(qualities(item?.thumb.srcSet)).toEqual(new Set(['50']));
    expect(qualities(item?.full.srcSet)).toEqual(new Set(['60']));
  });
});

describe('galleryPageFrom', () => {
  it('keeps the heading over the pictures and leaves out the texts the owner left empty', () => {
    const items = galleryItemsFrom([galleryResult('a')]);
    const page = galleryPageFrom(
      {
        intro: null,
        introHeading: 'Vores projekter',
        introText: ' ',
        galleryName: null,
        seoTitle: null,
        seoDescription: null,
      },
      items,
    );
    expect(page).toMatchObject({
      intro: null,
      introHeading: 'Vores projekter',
      introText: null,
      galleryName: null,
    });
    expect(page.items).toBe(items);
  });

  it('names the missing document when the dataset has no gallery page', () => {
    expect(() => galleryPageFrom(null, [])).toThrow(/"galleryPage"/);
  });
});
