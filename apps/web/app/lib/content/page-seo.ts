import type { Seo } from '../content-types';
import { type CmsImage, socialImageUrl } from './image';
import { optionalText } from './owner-text';

/** A page's own search title, description and preview image; what the owner left empty stays null. */
export function pageSeo(
  page: { seoTitle: string | null; seoDescription: string | null } | null,
  image?: CmsImage | null,
): Seo {
  return {
    title: optionalText(page?.seoTitle),
    description: optionalText(page?.seoDescription),
    image: socialImageUrl(image),
  };
}
