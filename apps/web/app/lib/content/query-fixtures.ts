// Query results as typegen types them, for the loaders' unit tests.
import type { CmsImage } from './image';

export function cmsImage(name = 'abc', alt = 'Et billede'): NonNullable<CmsImage> {
  return {
    alt,
    asset: {
      _id: `image-${name}-2400x1600-jpg`,
      url: `https://cdn.sanity.io/images/nordkyst/production/${name}-2400x1600.jpg`,
      dimensions: null,
      lqip: null,
    },
    hotspot: null,
    crop: null,
  };
}

/** An image field holding no picture: set in the document, but without a file. */
export const noPicture: NonNullable<CmsImage> = { alt: '', asset: null, hotspot: null, crop: null };

export function galleryResult(id: string, title = `Projekt ${id}`) {
  return {
    _id: id,
    title,
    description: 'Beskrivelse',
    category: 'Renovering' as const,
    image: cmsImage(id),
  };
}

export function serviceResult(slug: string) {
  return {
    _id: `service-${slug}`,
    title: `Service ${slug}`,
    slug,
    shortDescription: 'Kort',
    image: cmsImage(),
    hasPage: true,
  };
}
