/**
 * The small-screen menu is a popover (`<div popover>` opened by its `popovertarget` button): the
 * browser opens and closes it, closes it on Escape or a tap outside and gives focus back to the button,
 * with or without this script, and exposes the button as expanded or not (so the button carries no
 * `aria-expanded`, which HTML forbids beside `popovertarget`). The script adds what the platform leaves
 * out: `data-open` on the button for its icon, focus on the first link when it opens, and closing it when a link in it is followed (so the
 * page the browser restores on Back shows it closed).
 */
export function connectMobileMenu(doc: Document): void {
  for (const panel of doc.querySelectorAll<HTMLElement>('[data-mobile-menu][popover]')) {
    const button = doc.querySelector<HTMLButtonElement>(`[popovertarget="${panel.id}"]`);
    panel.addEventListener('toggle', (event) => {
      const open = (event as ToggleEvent).newState === 'open';
      button?.setAttribute('data-open', String(open));
      if (open) panel.querySelector<HTMLElement>('a[href]')?.focus();
    });
    panel.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) panel.hidePopover();
    });
  }
}
