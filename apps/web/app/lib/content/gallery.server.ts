import { galleryPageQuery, galleryQuery } from '@nordkyst/content';
import type { GalleryItem } from '../content-types';
import { client, fetchOnce } from './client.server';
import { galleryItemsFrom, galleryPageFrom } from './gallery';

export function loadGallery(): Promise<GalleryItem[]> {
  return fetchOnce('gallery', async () => galleryItemsFrom(await client.fetch(galleryQuery)));
}

export async function loadGalleryPage() {
  const [items, page] = await Promise.all([loadGallery(), client.fetch(galleryPageQuery)]);
  return galleryPageFrom(page, items);
}
