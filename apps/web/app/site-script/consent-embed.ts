import { earlyTapAttribute } from '../lib/consent-early-tap.ts';

/** The tag name the page's markup uses (components/consent-embed.tsx). */
export const consentEmbedTag = 'consent-embed';

function readChoice(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'granted';
  } catch {
    return false;
  }
}

function writeChoice(key: string, granted: boolean): void {
  try {
    if (granted) window.localStorage.setItem(key, 'granted');
    else window.localStorage.removeItem(key);
  } catch {
    // Storage can be blocked; the choice then lasts for this page view only.
  }
}

/**
 * A third-party embed (Facebook, Google Maps) that loads nothing from the third party until the visitor
 * asks: those frames send visitor data on load, so they wait for a click (cookie rules), or for a choice
 * remembered on this device. The markup holds both states (`[data-consent-ask]` and `[data-consent-shown]`);
 * this element builds the frame from its `data-frame-*` attributes into `[data-consent-frame]`, an element
 * React renders empty and never hydrates into, so a frame added before a form page hydrates stays.
 * Links are page loads, so the document, and with it the Content-Security-Policy that allows exactly
 * this page's frame (decision 005), is always this page's.
 */
export class ConsentEmbedElement extends HTMLElement {
  connectedCallback(): void {
    const key = this.dataset.storageKey ?? '';
    const remember = this.querySelector<HTMLInputElement>('[data-consent-ask] input[type="checkbox"]');
    // The first read of storage waits on the browser (several ms on a busy phone): it runs in a task of
    // its own, not in the site script's start-up task, which then stays short. A choice the visitor
    // makes first wins.
    const remembered = setTimeout(() => {
      if (!readChoice(key)) return;
      if (remember) remember.checked = true;
      this.show(true, false);
    });
    const load = () => {
      clearTimeout(remembered);
      const keep = remember?.checked === true;
      if (keep) writeChoice(key, true);
      this.show(keep, true);
    };
    this.querySelector('[data-consent-load]')?.addEventListener('click', load);
    // The button was tapped before this script ran (lib/consent-early-tap.ts): that tap counts.
    if (this.hasAttribute(earlyTapAttribute)) {
      this.removeAttribute(earlyTapAttribute);
      load();
    }
    this.querySelector('[data-consent-forget]')?.addEventListener('click', () => {
      clearTimeout(remembered);
      writeChoice(key, false);
      if (remember) remember.checked = false;
      this.hide();
    });
  }

  private show(remembered: boolean, moveFocus: boolean): void {
    const holder = this.querySelector('[data-consent-frame]');
    if (!holder) return;
    const { frameSrc = '', frameTitle = '', frameWidth = '0', frameHeight = '0' } = this.dataset;
    const frame = this.ownerDocument.createElement('iframe');
    frame.title = frameTitle;
    frame.width = frameWidth;
    frame.height = frameHeight;
    frame.className = 'block max-w-full border-0';
    frame.style.aspectRatio = `${frameWidth} / ${frameHeight}`;
    frame.loading = 'lazy';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.allow = 'encrypted-media';
    frame.src = frameSrc;
    holder.replaceChildren(frame);
    this.toggleState(true);
    const forget = this.querySelector<HTMLElement>('[data-consent-forget]');
    if (forget) forget.hidden = !remembered;
    // The button just pressed is gone: the frame takes focus, not the page's body.
    if (moveFocus) frame.focus();
  }

  private hide(): void {
    this.querySelector('[data-consent-frame]')?.replaceChildren();
    this.toggleState(false);
    this.querySelector<HTMLElement>('[data-consent-load]')?.focus();
  }

  private toggleState(shown: boolean): void {
    const ask = this.querySelector<HTMLElement>('[data-consent-ask]');
    const frame = this.querySelector<HTMLElement>('[data-consent-shown]');
    if (ask) ask.hidden = shown;
    if (frame) frame.hidden = !shown;
  }
}
