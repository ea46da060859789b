import type { CSSProperties } from 'react';
import { preconnect, preload } from 'react-dom';
import type { ResolvedImage } from '~/lib/content-types';
import { notYetNearAttribute } from '~/site-script/near-images';

export const placeholderImage = '/images/placeholder.svg';

/**
 * What a picture below the fold shows until it comes near (a transparent pixel, drawn over the
 * `bg-slate-200` loading colour): a few bytes that the page's compression repeats for free.
 */
const notYetNearImage = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

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
   * Draw the blurred LQIP underneath while loading (default). The gallery's cards turn it off: each
   * preview is ~0.5 KB of HTML that hardly compresses, which the page's first bytes pay for.
   */
  blurPreview?: boolean;
}

/**
 * The one image component: responsive srcset (AVIF/WebP by the CDN's auto=format), intrinsic
 * width and height against layout shift, the blurred LQIP underneath while loading, and a placeholder
 * picture when the image fails (the site script swaps it in: site-script/image-fallback.ts).
 *
 * A picture below the fold loads once it comes within the spec's 50 px of the viewport: its source
 * applies only `(scripting: none)`, so a browser without scripts loads it by itself, and the
 * site script lifts that condition when the picture comes near (site-script/near-images.ts). The
 * browser's own lazy loading starts 1250 px or more ahead, and on a phone those pictures would share a
 * slow connection with the one in view (docs/decisions/042-pictures-load-when-near.md).
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
  const shared = {
    width: image.width,
    height: image.height,
    'data-fallback-src': placeholderImage,
    className: `${fill ? 'absolute inset-0 size-full' : 'h-auto max-w-full'} bg-slate-200 object-cover ${className}`,
  };

  // The owner's preview and the dev server re-render pictures as they are edited, and the site script
  // connects only those of the first render: there every picture loads as the browser decides. (Both are
  // replaced at build time, so the public build keeps no branch for them.)
  if (priority || eager || import.meta.env.VITE_PREVIEW_BUILD === 'true' || import.meta.env.DEV) {
    return (
      <img
        {...shared}
        alt={alt ?? image.alt}
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        style={style}
      />
    );
  }
  return (
    <picture className="contents">
      <source
        media="(scripting: none)"
        srcSet={image.srcSet}
        sizes={sizes}
        {...{ [notYetNearAttribute]: '' }}
      />
      <img
        {...shared}
        alt={alt ?? image.alt}
        src={notYetNearImage}
        loading="lazy"
        decoding="async"
        // The pixel's own square shape must not size the box before the picture arrives.
        style={{ ...style, aspectRatio: `${image.width} / ${image.height}` }}
      />
    </picture>
  );
}
