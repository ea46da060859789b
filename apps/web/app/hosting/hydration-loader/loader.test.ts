import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateAtOnceAttribute, hydratedEvent } from '../../lib/hydration-signal.ts';
import { markKept } from '../../lib/uploads/kept-marker.ts';
import { startDeferredHydration } from './loader.ts';

const boot = 'import("/assets/entry.client-3.js");';
const modules = ['/assets/manifest-1.js', '/assets/entry.client-3.js'];

let dom: JSDOM | undefined;
afterEach(() => dom?.window.close());

/**
 * A page as the build publishes it, parsed but still loading its pictures (or, with `parsing`, with its
 * body still being read): the loader in the head, a form button, the inert boot module.
 */
function loadingPage(
  readyState: DocumentReadyState = 'interactive',
  loaderAttributes = '',
  keptQuote = false,
) {
  dom = new JSDOM(
    `<!doctype html><html><head><script data-modules='${JSON.stringify(modules)}'${loaderAttributes}></script></head>` +
      '<body><form><button type="submit">Send</button></form>' +
      `<script type="text/x-deferred-module">${boot}</script></body></html>`,
    { pretendToBeVisual: true, url: 'https://nordkystbyg.dk/fa-tilbud/' },
  );
  const { window } = dom;
  if (keptQuote) markKept(true, window);
  Object.defineProperty(window.document, 'readyState', { value: readyState, configurable: true });
  startDeferredHydration(
    window.document.head.querySelector('script') as HTMLScriptElement,
    window as unknown as Window & typeof globalThis,
  );
  const started = () => window.document.head.querySelector('script[type="module"]');
  return { window, started };
}

describe('startDeferredHydration', () => {
  it('starts at once where the device keeps a quote, so its photos go on going up after a reload untouched', () => {
    expect(loadingPage('interactive', '', true).started()).not.toBeNull();
    expect(loadingPage('interactive', '', false).started()).toBeNull();
  });

  it('waits for the first interaction, not the load event, then preloads every module at once and runs the boot module', () => {
    const { window, started } = loadingPage();
    expect(started()).toBeNull();
    window.dispatchEvent(new window.Event('load'));
    expect(started()).toBeNull();
    window.dispatchEvent(new window.Event('focusin'));
    expect(started()).not.toBeNull();
    expect(started()?.textContent).toBe(boot);
    const preloads = [...window.document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(modules);
  });

  it('runs the boot module once the body is parsed when the first interaction comes while it is read', () => {
    const { window, started } = loadingPage('loading');
    window.dispatchEvent(new window.Event('pointerdown'));
    expect(window.document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
    expect(started()).toBeNull();
    window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
    expect(started()?.textContent).toBe(boot);
  });

  it('starts at once on the first interaction, and only once', () => {
    const { window, started } = loadingPage();
    window.dispatchEvent(new window.Event('pointerdown'));
    expect(started()).not.toBeNull();
    window.dispatchEvent(new window.Event('keydown'));
    window.dispatchEvent(new window.Event('load'));
    expect(window.document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('holds a button click until the app announces hydration, then replays it', async () => {
    const { window } = loadingPage();
    const button = window.document.querySelector('button') as HTMLButtonElement;
    const form = window.document.querySelector('form') as HTMLFormElement;
    const submits = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submits);

    button.click();
    expect(submits).not.toHaveBeenCalled();

    window.dispatchEvent(new window.Event(hydratedEvent));
    await vi.waitFor(() => expect(submits).toHaveBeenCalledTimes(1));
    // After hydration clicks pass straight through.
    button.click();
    expect(submits).toHaveBeenCalledTimes(2);
  });

  /** What React does to a form whose server HTML it does not take over: a new form in its place. */
  function replaceForm(window: JSDOM['window']) {
    const form = window.document.querySelector('form') as HTMLFormElement;
    const fresh = form.cloneNode(true) as HTMLFormElement;
    form.replaceWith(fresh);
    const submits = vi.fn((event: Event) => event.preventDefault());
    fresh.addEventListener('submit', submits);
    return submits;
  }

  it('holds the click of a press whose button was replaced before it (it reaches the form) and replays it on the new button', async () => {
    const { window } = loadingPage();
    const button = window.document.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    const submits = replaceForm(window);
    const form = window.document.querySelector('form') as HTMLFormElement;
    const passed = vi.fn();
    form.addEventListener('click', passed);
    form.click();
    expect(passed).not.toHaveBeenCalled();
    window.dispatchEvent(new window.Event(hydratedEvent));
    await vi.waitFor(() => expect(submits).toHaveBeenCalledTimes(1));
  });

  it('gives the new button the click of a press made before hydration when the click comes after it', async () => {
    const { window } = loadingPage();
    const button = window.document.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new window.Event(hydratedEvent));
    const submits = replaceForm(window);
    (window.document.querySelector('form') as HTMLFormElement).click();
    await vi.waitFor(() => expect(submits).toHaveBeenCalledTimes(1));
  });

  it('replays a held click on the button that took the held one’s place', async () => {
    const { window } = loadingPage();
    (window.document.querySelector('button') as HTMLButtonElement).click();
    const submits = replaceForm(window);
    window.dispatchEvent(new window.Event(hydratedEvent));
    await vi.waitFor(() => expect(submits).toHaveBeenCalledTimes(1));
  });

  it('makes no click of a press that slid off a button still in the page', async () => {
    const { window } = loadingPage();
    const form = window.document.querySelector('form') as HTMLFormElement;
    const submits = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submits);
    (window.document.querySelector('button') as HTMLButtonElement).dispatchEvent(
      new window.Event('pointerdown', { bubbles: true }),
    );
    window.dispatchEvent(new window.Event(hydratedEvent));
    form.click();
    await new Promise((resolve) => window.setTimeout(resolve, 10));
    expect(submits).not.toHaveBeenCalled();
  });

  it('starts at once where the page asks (the preview build), and still holds a click until hydration', async () => {
    const { window, started } = loadingPage('interactive', ` ${hydrateAtOnceAttribute}`);
    expect(started()?.textContent).toBe(boot);
    const form = window.document.querySelector('form') as HTMLFormElement;
    const submits = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submits);
    (window.document.querySelector('button') as HTMLButtonElement).click();
    expect(submits).not.toHaveBeenCalled();
    window.dispatchEvent(new window.Event(hydratedEvent));
    await vi.waitFor(() => expect(submits).toHaveBeenCalledTimes(1));
  });

  it('lets a click on a button the site script owns through before hydration', () => {
    const { window } = loadingPage();
    window.document.body.insertAdjacentHTML(
      'beforeend',
      '<button type="button" data-site-script>Menu</button>',
    );
    const menu = window.document.querySelector('[data-site-script]') as HTMLButtonElement;
    const clicks = vi.fn();
    menu.addEventListener('click', clicks);
    menu.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('starts on a file chosen or a field the browser filled in (a change without a key or a tap)', () => {
    const { window, started } = loadingPage();
    window.dispatchEvent(new window.Event('change'));
    expect(started()).not.toBeNull();
  });

  it('lets clicks on anything but a button through before hydration', () => {
    const { window } = loadingPage();
    const heading = window.document.createElement('h1');
    window.document.body.append(heading);
    const clicks = vi.fn();
    heading.addEventListener('click', clicks);
    heading.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
