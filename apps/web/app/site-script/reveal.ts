/** The spec's lazy margin for sections: they animate in within 100 px of the viewport (10% visible). */
export const revealMarginPx = 100;

/**
 * Lower page sections (`.reveal`) animate in once they come near the viewport; their items stagger by
 * 0.1 s (`--i`, app.css). Content is in the HTML and visible without JavaScript. The observer's first
 * report says which sections start away from the viewport: only those are held back
 * (`data-reveal-pending`), out of sight, until they come near. Sections in view are never hidden, and
 * nothing here reads layout while the page loads (no forced reflow).
 */
export function connectReveal(doc: Document): void {
  const view = doc.defaultView;
  if (!view || !('IntersectionObserver' in view)) return;
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) {
          target.setAttribute('data-reveal-pending', '');
          continue;
        }
        target.removeAttribute('data-reveal-pending');
        target.setAttribute('data-revealed', '');
        observer.unobserve(target);
      }
    },
    { rootMargin: `${revealMarginPx}px`, threshold: 0.1 },
  );
  for (const section of doc.querySelectorAll('.reveal')) observer.observe(section);
}
