/** The spec's lazy margin for sections: they animate in within 100 px of the viewport (10% visible). */
export const revealMarginPx = 100;

/**
 * Lower page sections (`.reveal`) animate in once they come near the viewport; their items stagger by
 * 0.1 s (`--i`, app.css). The stylesheet holds items back only under `<html data-js>`, which the site
 * script sets after this has run, so content is visible without JavaScript, and a section already near
 * the viewport is marked shown in the same task, before the page paints without it.
 */
export function connectReveal(doc: Document): void {
  const view = doc.defaultView;
  const sections = [...doc.querySelectorAll<HTMLElement>('.reveal')];
  const show = (section: Element) => section.setAttribute('data-revealed', '');
  if (!view || !('IntersectionObserver' in view)) {
    sections.forEach(show);
    return;
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        show(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `${revealMarginPx}px`, threshold: 0.1 },
  );
  for (const section of sections) {
    if (section.getBoundingClientRect().top < view.innerHeight + revealMarginPx) show(section);
    else observer.observe(section);
  }
}
