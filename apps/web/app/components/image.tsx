import type { CSSProperties } from 'react';
import { preconnect, preload } from 'react-dom';
import type { ResolvedImage } from '~/lib/content-types';

export const placeholderImage = '/images/placeholder.svg';

interface ImageProps {
  image: ResolvedImage;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The hero: fetched first, preloaded from the head, never lazy. */
  priority?: boolean;
  className?: string;
  /** Overrides the CMS alt text, e.g. '' when a caption beside it already says the same. */
  alt?: string;
  /** Covers its positioned parent instead of flowing at its own aspect ratio. */
  fill?: boolean;
  /** Load at once though not the hero, e.g. in a dialog the visitor just opened. */
  eager?: boolean;
  /**
   * Draw the blurred LQIP underneath while loading (default). A long list turns it off below its first
   * row: those pictures load before they are scrolled to, and each preview is ~0.5 KB of HTML that
   * hardly compresses, which the page's first bytes pay for.
   */
  blurPreview?: boolean;
}

/**
 * The one image component: responsive srcset (AVIF/WebP by the CDN's auto=format), intrinsic
 * width and height against layout shift, the blurred LQIP underneath while loading, native lazy
 * loading below the fold, and a placeholder picture when the image fails (the site script swaps it in:
 * site-script/image-fallback.ts).
 */
export function Image({
  image,
  sizes,
  priority = false,
  className = '',
  alt,
  fill = false,
  eager = false,
  blurPreview = true,
}: ImageProps) {
  // Images come from the CDN's origin (from the content configuration): connect to it from the head on.
  preconnect(new URL(image.src).origin);
  if (priority) {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }

  const style: CSSProperties | undefined =
    blurPreview && image.lqip
      ? { backgroundImage: `url("${image.lqip}")`, backgroundSize: 'cover' }
      : undefined;

  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      data-fallback-src={placeholderImage}
      className={`${fill ? 'absolute inset-0 size-full' : 'h-auto max-w-full'} bg-slate-200 object-cover ${className}`}
      style={style}
    />
  );
}
