// Runs in a form page (bundled and minified into each page that hydrates by the build, see bundle.ts):
// the page is complete without JavaScript and its layout's behaviours are the site script's, so React
// Router's scripts wait for the visitor's first interaction (docs/decisions/024-html-first.md, which
// amends 009-hydrate-after-load.md).
import {
  deferredModuleType,
  hydrateAtOnceAttribute,
  hydratedEvent,
  siteScriptControl,
} from '../../lib/hydration-signal.ts';
import { hasKeptQuotes } from '../../lib/uploads/kept-marker.ts';

/**
 * Interactions that start hydration at once: the visitor is about to use the page. `change` covers a
 * file chosen, or a field filled in by the browser, without a key or a tap the page saw.
 */
const startEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel', 'change'] as const;
const listenerOptions = { capture: true, passive: true } as const;

/** Where the element is: the index of each element on the way down from `<html>`. */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path;
}

/** The element at the path now: the same one, or the one that took its place. */
function elementAt(document: Document, path: number[]): Element | undefined {
  let node: Element | undefined = document.documentElement;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Starts the deferred hydration of one page. `script` is the loader's own element, at the end of the head
 * so that it runs before any button can be seen: `data-modules` lists (as JSON) the modules to preload all
 * at once, so there is no import waterfall; the inert boot module is at the end of the body. Until the app
 * announces its hydration, a click on a button is held and the last one replayed then: the tap that
 * started hydration does what it says, and a form is never sent natively.
 * A button the site script owns (`data-site-script`: the menu, back-to-top, a consent embed) works
 * already, so its clicks pass.
 * A press on a button whose click comes after the button has left the page (replaced under the finger)
 * reaches an ancestor instead: that click is the button's all the same, and goes to what took its place.
 */
export function startDeferredHydration(
  script: HTMLScriptElement,
  win: Window & typeof globalThis = window,
): void {
  const { document } = win;
  const hrefs: unknown = JSON.parse(script.dataset.modules ?? '[]');
  let started = false;
  let hydrated = false;
  // A button and where it was: the button held for React, and the one of a press whose click has not come.
  type Placed = { button: HTMLButtonElement; path: number[] };
  let held: Placed | null = null;
  let pressed: Placed | null = null;

  const buttonOf = (target: EventTarget | null) => {
    const button = target instanceof win.Element ? target.closest('button') : null;
    return button && !button.closest(`[${siteScriptControl}]`) ? button : null;
  };
  const placed = (button: HTMLButtonElement) => ({ button, path: pathOf(button) });
  /** Clicks the button, or what took its place if it left the page. */
  const clickLater = ({ button, path }: Placed) => {
    const target = button.isConnected ? button : elementAt(document, path);
    if (target instanceof win.HTMLButtonElement) win.setTimeout(() => target.click());
  };
  const stopWatching = () => {
    win.removeEventListener('pointerdown', press, true);
    win.removeEventListener('click', hold, true);
  };

  function press(event: Event) {
    const button = buttonOf(event.target);
    pressed = button ? placed(button) : null;
  }
  function hold(event: Event) {
    const button = buttonOf(event.target);
    const lost = !button && pressed && !pressed.button.isConnected ? pressed : null;
    pressed = null;
    if (hydrated) {
      // The click of a press made before hydration: React has the page now, unless the button left.
      stopWatching();
      if (lost) clickLater(lost);
      return;
    }
    if (!button && !lost) return;
    event.preventDefault();
    event.stopPropagation();
    held = lost ?? (button ? placed(button) : null);
  }
  win.addEventListener('pointerdown', press, true);
  win.addEventListener('click', hold, true);
  win.addEventListener(
    hydratedEvent,
    () => {
      hydrated = true;
      if (!pressed) stopWatching();
      if (held) clickLater(held);
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
  // A quote this device kept (photos still going up when the page was left or reloaded) is finished by
  // the page's script without a touch: the visitor may only be watching it.
  if (script.hasAttribute(hydrateAtOnceAttribute) || hasKeptQuotes(win)) hydrate();
  else for (const type of startEvents) win.addEventListener(type, hydrate, listenerOptions);
}
