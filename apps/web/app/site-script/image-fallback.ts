import { notYetNearAttribute } from './near-images.ts';

/**
 * Images rendered with `data-fallback-src` (components/image.tsx) show that picture instead when they
 * fail, and drop their blurred preview once loaded. Load and error events do not bubble, so they are
 * heard in the capture phase; an image that settled before this script ran is checked once at start.
 * The pixel a picture shows until it comes near (site-script/near-images.ts) is neither.
 */
export function connectImageFallback(doc: Document): void {
  const fail = (image: HTMLImageElement) => {
    const fallback = image.dataset.fallbackSrc;
    if (!fallback || image.hasAttribute('data-failed')) return;
    console.warn(`Billedet kunne ikke indlæses: ${image.currentSrc || image.src}`);
    image.setAttribute('data-failed', '');
    // A picture's sources would win over the image's own address. They are switched off, not removed:
    // a form page's React hydrates later and expects the elements it rendered.
    for (const source of image.parentElement?.querySelectorAll('source') ?? []) source.media = 'not all';
    image.removeAttribute('srcset');
    image.removeAttribute('sizes');
    image.style.backgroundImage = '';
    image.src = fallback;
  };
  const loaded = (image: HTMLImageElement) => {
    image.style.backgroundImage = '';
  };
  // A picture still waiting to come near shows a pixel, not its own image.
  const withFallback = (target: EventTarget | null) =>
    target instanceof HTMLImageElement &&
    target.dataset.fallbackSrc &&
    !target.parentElement?.querySelector(`source[${notYetNearAttribute}]`)
      ? target
      : undefined;

  doc.addEventListener(
    'error',
    (event) => {
      const image = withFallback(event.target);
      if (image) fail(image);
    },
    true,
  );
  doc.addEventListener(
    'load',
    (event) => {
      const image = withFallback(event.target);
      if (image && !image.hasAttribute('data-failed')) loaded(image);
    },
    true,
  );
  for (const image of doc.querySelectorAll<HTMLImageElement>('img[data-fallback-src]')) {
    if (!image.complete || !image.getAttribute('src') || !withFallback(image)) continue;
    if (image.naturalWidth === 0) fail(image);
    else loaded(image);
  }
}
