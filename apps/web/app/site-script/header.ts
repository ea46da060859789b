/** The spec's threshold: past 20 px of scrolling the header's bar shrinks and gets its shadow. */
export const headerScrolledPastPx = 20;

/**
 * Marks the sticky header `data-scrolled` once the page is scrolled past the threshold; the stylesheet
 * (Tailwind's `group-data-scrolled:`) does the rest, so the page's layout never waits for script. It
 * watches the header's sentinel, a strip as tall as the threshold at the top of the page, rather than
 * every scroll: the observer's first report gives the state of a page opened already scrolled, without
 * reading layout while the page loads.
 */
export function connectHeader(doc: Document): void {
  const header = doc.getElementById('top');
  const sentinel = doc.querySelector('[data-scroll-sentinel]');
  const view = doc.defaultView;
  if (!header || !sentinel || !view || !('IntersectionObserver' in view)) return;
  new view.IntersectionObserver((entries) => {
    if (entries.at(-1)?.isIntersecting) delete header.dataset.scrolled;
    else header.dataset.scrolled = 'true';
  }).observe(sentinel);
}
