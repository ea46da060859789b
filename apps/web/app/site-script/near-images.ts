/** The spec's lazy margin for images: a picture loads once it comes within 50 px of the viewport. */
const imageMarginPx = 50;

/** Marks a picture's source until it comes near (components/image.tsx renders it). */
export const notYetNearAttribute = 'data-load-near';

/**
 * Pictures below the fold (components/image.tsx) carry their source under `media="(scripting: none)"`,
 * so only a browser without scripts loads them by itself. Here each one's condition is lifted when its
 * picture comes within 50 px of the viewport, and the browser then loads it as it would any picture.
 * Without IntersectionObserver every picture loads at once, and so does every picture still waiting
 * when the page is printed.
 */
export function connectNearImages(doc: Document): void {
  const sources = Array.from(
    doc.querySelectorAll<HTMLSourceElement>(`picture > source[${notYetNearAttribute}]`),
  );
  const load = (source: HTMLSourceElement) => {
    source.removeAttribute(notYetNearAttribute);
    source.removeAttribute('media');
  };
  const view = doc.defaultView;
  if (!view || !('IntersectionObserver' in view)) {
    sources.forEach(load);
    return;
  }
  const sourceOf = new Map<Element, HTMLSourceElement>();
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const source = sourceOf.get(target);
        if (!isIntersecting || !source) continue;
        observer.unobserve(target);
        sourceOf.delete(target);
        load(source);
      }
    },
    { rootMargin: `${imageMarginPx}px` },
  );
  for (const source of sources) {
    // The picture is `display: contents`: its image is the box that comes near.
    const image = source.parentElement?.querySelector('img');
    if (!image) continue;
    sourceOf.set(image, source);
    observer.observe(image);
  }
  view.addEventListener(
    'beforeprint',
    () => {
      observer.disconnect();
      sourceOf.forEach(load);
    },
    { once: true },
  );
}
