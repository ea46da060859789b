/** The spec's threshold: past 20 px of scrolling the header's bar shrinks and gets its shadow. */
export const headerScrolledPastPx = 20;

/**
 * Marks the sticky header `data-scrolled` once the page is scrolled past the threshold; the stylesheet
 * (Tailwind's `group-data-scrolled:`) does the rest, so the page's layout never waits for script.
 */
export function connectHeader(doc: Document): void {
  const header = doc.getElementById('top');
  const view = doc.defaultView;
  if (!header || !view) return;
  const update = () => {
    if (view.scrollY > headerScrolledPastPx) header.dataset.scrolled = 'true';
    else delete header.dataset.scrolled;
  };
  update();
  view.addEventListener('scroll', update, { passive: true });
}
