// Image URLs for both content sources through @sanity/image-url: the local server answers the same URL
// shape as Sanity's image CDN.
import { createImageUrlBuilder, type ImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { type ContentConfig, readContentConfig, sanityCdnHost } from './client.ts';

export const defaultSrcSetWidths = [400, 640, 800, 1200, 1600, 2000];

/** The width `src` uses for browsers that ignore `srcset`. */
const fallbackWidth = 800;

export function imageUrlBuilder(config: ContentConfig = readContentConfig()): ImageUrlBuilder {
  return createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.source === 'local' ? config.apiHost : sanityCdnHost,
  });
}

export function urlFor(source: SanityImageSource, config?: ContentConfig): ImageUrlBuilder {
  return imageUrlBuilder(config).image(source);
}

export type SrcSetOptions = {
  /** Width divided by height; crops around the hotspot when given, else keeps the image's own shape. */
  aspect?: number;
  quality?: number;
  config?: ContentConfig;
};

export type ImageSrcSet = { src: string; srcSet: string };

/** `src` and `srcSet` for an `<img>`: the best format the browser takes, cut at the owner's crop and hotspot. */
export function imageSrcSet(
  source: SanityImageSource,
  widths: readonly number[] = defaultSrcSetWidths,
  options: SrcSetOptions = {},
): ImageSrcSet {
  if (widths.length === 0) throw new Error('imageSrcSet needs at least one width');
  const base = urlFor(source, options.config).auto('format').fit('crop');
  const urlAt = (width: number) => {
    let image = base.width(width);
    if (options.aspect) image = image.height(Math.round(width / options.aspect));
    if (options.quality !== undefined) image = image.quality(options.quality);
    return image.url();
  };
  const sorted = [...widths].sort((a, b) => a - b);
  const srcWidth =
    sorted.find((width) => width >= fallbackWidth) ?? sorted[sorted.length - 1] ?? fallbackWidth;
  return {
    src: urlAt(srcWidth),
    srcSet: sorted.map((width) => `${urlAt(width)} ${width}w`).join(', '),
  };
}
