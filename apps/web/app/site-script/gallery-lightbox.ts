import { lockScroll } from './scroll-lock.ts';

/** The tag name the gallery's markup uses (features/gallery/gallery-grid.tsx). */
export const galleryLightboxTag = 'gallery-lightbox';

/**
 * The gallery's lightbox around its grid. Each picture is a link to the full image (`[data-lightbox-item]`,
 * which works without JavaScript) carrying what the lightbox shows in `data-*` attributes; a plain click
 * opens the rendered modal `<dialog>` on it instead. The browser keeps focus inside the dialog and makes
 * the page inert; arrow keys and the two step buttons go through the pictures with wrap-around, Escape and
 * Luk close it, page scrolling is locked while it is open, and focus goes back to the picture opened.
 */
export class GalleryLightboxElement extends HTMLElement {
  private index = 0;
  private opener: HTMLAnchorElement | null = null;
  private unlockScroll: (() => void) | undefined;

  private get items(): HTMLAnchorElement[] {
    return [...this.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]')];
  }

  private get dialog(): HTMLDialogElement | null {
    return this.querySelector('dialog');
  }

  connectedCallback(): void {
    const dialog = this.dialog;
    if (!dialog) return;
    this.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-lightbox-item]') : null;
      // A click with a modifier opens the picture in a new tab or window, as links do.
      if (!(link instanceof HTMLAnchorElement) || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      this.opener = link;
      this.open(this.items.indexOf(link));
    });
    dialog.querySelector('[data-lightbox-close]')?.addEventListener('click', () => this.close());
    for (const button of dialog.querySelectorAll<HTMLElement>('[data-lightbox-step]'))
      button.addEventListener('click', () => this.step(Number(button.dataset.lightboxStep)));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      this.close();
    });
    dialog.addEventListener('keydown', (event) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (!step) return;
      event.preventDefault();
      this.step(step);
    });
  }

  private open(index: number): void {
    const dialog = this.dialog;
    if (!dialog || index < 0) return;
    this.show(index);
    this.unlockScroll ??= lockScroll(this.ownerDocument);
    dialog.showModal();
  }

  private close(): void {
    // Close the modal first: while it is open the page behind is inert and cannot take focus back.
    this.dialog?.close();
    this.unlockScroll?.();
    this.unlockScroll = undefined;
    // Where the page already is: focusing must not scroll it.
    this.opener?.focus({ preventScroll: true });
  }

  private step(by: number): void {
    const total = this.items.length;
    this.show((this.index + by + total) % total);
  }

  private show(index: number): void {
    const dialog = this.dialog;
    const item = this.items[index];
    if (!dialog || !item) return;
    this.index = index;
    const data = item.dataset;
    const text = (slot: string, value: string) => {
      const element = dialog.querySelector(`[data-lightbox-${slot}]`);
      if (element) element.textContent = value;
    };
    text('count', `${index + 1} / ${this.items.length}`);
    text('category', data.category ?? '');
    text('title', data.title ?? '');
    text('description', data.description ?? '');
    // A fresh element per picture, so the previous one never shows while the next loads.
    const current = dialog.querySelector<HTMLImageElement>('img[data-lightbox-image]');
    if (!current) return;
    const image = current.cloneNode(false) as HTMLImageElement;
    image.removeAttribute('data-failed');
    image.alt = data.alt ?? '';
    image.width = Number(data.width);
    image.height = Number(data.height);
    // The picture's thumbnail, when loaded (not the pixel it shows until it comes near), stands in while
    // the full image loads.
    const thumb = item.querySelector('img');
    image.style.backgroundImage =
      thumb?.complete && thumb.naturalWidth > 1 ? `url("${thumb.currentSrc}")` : '';
    if (data.srcset) {
      image.srcset = data.srcset;
      image.sizes = current.dataset.sizes ?? '';
    } else {
      image.removeAttribute('srcset');
      image.removeAttribute('sizes');
    }
    image.src = item.href;
    current.replaceWith(image);
  }
}
