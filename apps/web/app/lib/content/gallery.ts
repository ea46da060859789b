import type { GalleryPageQueryResult, GalleryQueryResult } from '@nordkyst/content';
import type { GalleryItem } from '../content-types';
import { closeUpQuality, resolveImage } from './image';
import { optionalText } from './owner-text';
import { pageSeo } from './page-seo';
import { singleton } from './singleton';

type CmsGalleryItem = GalleryQueryResult[number];

/** A gallery item with its two crops; null for a deleted reference or an item without a picture. */
export function galleryItemFrom(item: CmsGalleryItem | null): GalleryItem | null {
  const thumb = resolveImage(item?.image, { aspect: 4 / 3 });
  // The lightbox's picture, drawn up to the whole screen.
  const full = resolveImage(item?.image, { widths: [800, 1200, 1600, 2000], quality: closeUpQuality });
  if (!item || !thumb || !full) return null;
  return {
    id: item._id,
    title: item.title,
    description: item.description,
    category: item.category,
    thumb,
    full,
  };
}

export function galleryItemsFrom(items: readonly (CmsGalleryItem | null)[] | null): GalleryItem[] {
  return (items ?? []).flatMap((item) => galleryItemFrom(item) ?? []);
}

/** The gallery page's copy around the pictures; an intro the owner left empty is left out. */
export function galleryPageFrom(result: GalleryPageQueryResult, items: GalleryItem[]) {
  const page = singleton(result, 'galleryPage');
  return {
    intro: optionalText(page.intro),
    introHeading: page.introHeading,
    introText: optionalText(page.introText),
    galleryName: optionalText(page.galleryName),
    items,
    seo: pageSeo(page),
  };
}
