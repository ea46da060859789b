import { type CSSProperties, useEffect, useRef, useState } from 'react';
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
}

/**
 * The one image component: responsive srcset (AVIF/WebP by the CDN's auto=format), intrinsic
 * width and height against layout shift, the blurred LQIP underneath while loading, native lazy
 * loading below the fold, and a placeholder picture when the image fails.
 */
export function Image({
  image,
  sizes,
  priority = false,
  className = '',
  alt,
  fill = false,
  eager = false,
}: ImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // Images come from the CDN's origin (from the content configuration): connect to it from the head on.
  preconnect(new URL(image.src).origin);
  if (priority) {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }

  const fail = () => {
    if (failed) return;
    console.warn(`Billedet kunne ikke indlæses: ${image.src}`);
    setFailed(true);
  };

  // An image can fail before React hydrates and attaches onError; check once on mount.
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) fail();
  }, [image.src]);

  const style: CSSProperties | undefined =
    image.lqip && !failed ? { backgroundImage: `url("${image.lqip}")`, backgroundSize: 'cover' } : undefined;

  return (
    <img
      ref={ref}
      src={failed ? placeholderImage : image.src}
      srcSet={failed ? undefined : image.srcSet}
      sizes={failed ? undefined : sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={fail}
      onLoad={(event) => {
        event.currentTarget.style.backgroundImage = '';
      }}
      className={`${fill ? 'absolute inset-0 size-full' : 'h-auto max-w-full'} bg-slate-200 object-cover ${className}`}
      style={style}
    />
  );
}
