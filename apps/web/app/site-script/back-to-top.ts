/** The spec's threshold: the button shows while the visitor scrolls upward more than 100 px down. */
export const backToTopAfterPx = 100;

/**
 * The floating back-to-top button (`[data-back-to-top]`, rendered hidden): shown while scrolling up
 * past the threshold; a press scrolls to the top (smoothly unless the visitor asked for reduced motion)
 * and moves focus to the header, where a keyboard user starts again.
 */
export function connectBackToTop(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-back-to-top]');
  const view = doc.defaultView;
  if (!button || !view) return;
  // Known from the first scroll on: reading it while the page loads would force a layout.
  let lastY: number | null = null;
  view.addEventListener(
    'scroll',
    () => {
      const y = view.scrollY;
      if (lastY !== null && y !== lastY) button.hidden = !(y > backToTopAfterPx && y < lastY);
      lastY = y;
    },
    { passive: true },
  );
  button.addEventListener('click', () => {
    const reducedMotion = view.matchMedia('(prefers-reduced-motion: reduce)').matches;
    view.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    doc.getElementById('top')?.focus({ preventScroll: true });
  });
}
