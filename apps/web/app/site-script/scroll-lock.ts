/**
 * Holds the page still behind a modal, in every engine. `overflow: hidden` on the root stops wheel and
 * keys in Chromium and Gecko, but WebKit still scrolls the page by wheel and touch; a fixed body cannot
 * scroll in any engine. The body is pinned where the page was, so nothing moves when the lock starts,
 * and the page returns to the same place when it ends.
 */
export function lockScroll(document: Document): () => void {
  const view = document.defaultView;
  const { documentElement: root, body } = document;
  const top = view?.scrollY ?? 0;
  const left = view?.scrollX ?? 0;
  const saved = { root: root.style.cssText, body: body.style.cssText };
  // Keeps the page as wide as with its scrollbar, so nothing shifts sideways when the scrollbar goes.
  const scrollbar = view ? view.innerWidth - root.clientWidth : 0;
  root.style.overflow = 'hidden';
  Object.assign(body.style, {
    position: 'fixed',
    top: `${-top}px`,
    left: `${-left}px`,
    right: '0',
    paddingRight: scrollbar > 0 ? `${scrollbar}px` : body.style.paddingRight,
  });
  return () => {
    root.style.cssText = saved.root;
    body.style.cssText = saved.body;
    // At once, whatever the root's scroll-behavior: a glide would show the page rolling down from the top.
    view?.scrollTo({ top, left, behavior: 'instant' });
  };
}
