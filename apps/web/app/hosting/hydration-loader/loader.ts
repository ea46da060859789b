// Runs in a form page (bundled and minified into each page that hydrates by the build, see bundle.ts):
// the page is complete without JavaScript and its layout's behaviours are the site script's, so React
// Router's scripts wait for the visitor's first interaction (docs/decisions/024-html-first.md, which
// amends 009-hydrate-after-load.md).
import { deferredModuleType, hydratedEvent, siteScriptControl } from '../../lib/hydration-signal.ts';

/**
 * Interactions that start hydration at once: the visitor is about to use the page. `change` covers a
 * file chosen, or a field filled in by the browser, without a key or a tap the page saw.
 */
const startEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel', 'change'] as const;
const listenerOptions = { capture: true, passive: true } as const;

/**
 * Starts the deferred hydration of one page. `script` is the loader's own element, at the end of the head
 * so that it runs before any button can be seen: `data-modules` lists (as JSON) the modules to preload all
 * at once, so there is no import waterfall; the inert boot module is at the end of the body. Until the app
 * announces its hydration, a click on a button is held and the last one replayed then: the tap that
 * started hydration does what it says, and a form is never sent natively.
 * A button the site script owns (`data-site-script`: the menu, back-to-top, a consent embed) works
 * already, so its clicks pass.
 */
export function startDeferredHydration(
  script: HTMLScriptElement,
  win: Window & typeof globalThis = window,
): void {
  const { document } = win;
  const hrefs: unknown = JSON.parse(script.dataset.modules ?? '[]');
  let started = false;
  let held: HTMLButtonElement | null = null;

  const hold = (event: Event) => {
    const button = event.target instanceof win.Element ? event.target.closest('button') : null;
    if (!button || button.closest(`[${siteScriptControl}]`)) return;
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

  const runBoot = () => {
    const boot = document.querySelector(`script[type="${deferredModuleType}"]`);
    const module = document.createElement('script');
    module.type = 'module';
    module.textContent = boot?.textContent ?? '';
    document.head.append(module);
  };
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
    // A tap while the body is still being parsed comes before the boot module, at its end.
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', runBoot, { once: true });
    else runBoot();
  };
  for (const type of startEvents) win.addEventListener(type, hydrate, listenerOptions);
}
