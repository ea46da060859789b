// The site script: one small module every page loads (rendered by the root layout, bundled at build by
// site-script/bundle.ts). It owns the layout's behaviours on every page alike, whether or not the page
// also hydrates React for a form (docs/decisions/024-html-first.md).
import { connectBackToTop } from './back-to-top.ts';
import { ConsentEmbedElement, consentEmbedTag } from './consent-embed.ts';
import { GalleryLightboxElement, galleryLightboxTag } from './gallery-lightbox.ts';
import { connectHeader } from './header.ts';
import { connectImageFallback } from './image-fallback.ts';
import { connectMobileMenu } from './mobile-menu.ts';
import { connectNearImages } from './near-images.ts';
import { connectReveal } from './reveal.ts';

connectImageFallback(document);
connectNearImages(document);
connectHeader(document);
connectMobileMenu(document);
connectBackToTop(document);
customElements.define(consentEmbedTag, ConsentEmbedElement);
customElements.define(galleryLightboxTag, GalleryLightboxElement);
connectReveal(document);
// Tells whoever looks (the e2e tests) that every behaviour is connected.
document.documentElement.dataset.js = '';
