// Runs in the page (bundled and minified into each page by the build, see bundle.ts): the page is
// complete without JavaScript, so React Router's scripts wait until the page has loaded and painted,
// or until the visitor's first interaction if that comes sooner (docs/decisions/009-hydrate-after-load.md).
import { hydratedEvent } from '../../lib/hydration-signal.ts';

/** Interactions that start hydration at once: the visitor is about to use the page. */
const startEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel'] as const;
const listenerOptions = { capture: true, passive: true } as const;

/**
 * Starts the deferred hydration of one page. `script` is the loader's own element: the inert boot module
 * sits right before it and `data-modules` lists (as JSON) the modules to preload all at once, so there
 * is no import waterfall. Until the app announces its hydration, a click on a button is held and the last
 * one replayed then: the tap that started hydration does what it says, and a form is never sent natively.
 */
export function startDeferredHydration(
  script: HTMLScriptElement,
  win: Window & typeof globalThis = window,
): void {
  const { document } = win;
  const boot = script.previousElementSibling;
  const hrefs: unknown = JSON.parse(script.dataset.modules ?? '[]');
  let started = false;
  let held: HTMLButtonElement | null = null;

  const hold = (event: Event) => {
    const button = event.target instanceof win.Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  win.addEventListener('click', hold, true);
  win.addEventListener(
    hydratedEvent,
    () => {
      win.removeEventListener('click', hold, true);
      const button = held;
      if (button?.isConnected) win.setTimeout(() => button.click());
    },
    { once: true },
  );

  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of startEvents) win.removeEventListener(type, hydrate, listenerOptions);
    for (const href of Array.isArray(hrefs) ? hrefs : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = String(href);
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.textContent = boot?.textContent ?? '';
    document.head.append(module);
  };
  for (const type of startEvents) win.addEventListener(type, hydrate, listenerOptions);

  // The frame after `load`: what the page loaded has been painted before the scripts compete with it.
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(hydrate));
  if (document.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
}
