// Image URLs resolved at build time, so the browser bundle carries no CMS client.
import { type GalleryQueryResult, imageSrcSet, urlFor } from '@nordkyst/content';
import type { ResolvedImage } from '../content-types';

/** An image as every query's image fragment returns it (typegen's type). */
export type CmsImage = GalleryQueryResult[number]['image'];

export const cardWidths = [400, 640, 720, 800, 1200];
export const wideWidths = [640, 800, 960, 1280, 1600, 1920, 2400];
// Below the CDN's default of 75. At 50 a card's AVIF weighs a fifth less than at 60 and looks the same at
// the size it is drawn; the phone's first picture then fits in the first round trip of a new connection
// (14 KB) instead of two. A picture looked at closely, full screen, keeps 60 (decision 041).
const imageQuality = 50;
export const closeUpQuality = 60;

/** URLs for an image, or null when no picture is set; `aspect` (width / height) crops around the hotspot. */
export function resolveImage(
  image: CmsImage | null | undefined,
  {
    aspect,
    widths = cardWidths,
    quality = imageQuality,
  }: { aspect?: number; widths?: number[]; quality?: number } = {},
): ResolvedImage | null {
  const asset = image?.asset;
  if (!image || !asset) return null;
  const naturalWidth = asset.dimensions?.width ?? 2400;
  const naturalHeight = asset.dimensions?.height ?? 1600;
  const { crop } = image;
  const croppedWidth = naturalWidth * (1 - (crop?.left ?? 0) - (crop?.right ?? 0));
  const croppedHeight = naturalHeight * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0));
  const usable = widths.filter((w) => w <= croppedWidth);
  const { src, srcSet } = imageSrcSet(
    image as never,
    usable.length ? usable : [Math.round(croppedWidth)],
    aspect ? { aspect, quality } : { quality },
  );
  const width = Math.round(Math.min(croppedWidth, Math.max(...widths)));
  const height = Math.round(aspect ? width / aspect : (width * croppedHeight) / croppedWidth);
  return { src, srcSet, width, height, alt: image.alt ?? '', lqip: asset.lqip ?? null };
}

/** An absolute 1200×630 URL for social previews, or null without a picture. */
export function socialImageUrl(image: CmsImage | null | undefined): string | null {
  return image?.asset
    ? urlFor(image as never)
        .width(1200)
        .height(630)
        .fit('crop')
        .auto('format')
        .url()
    : null;
}
