// The site script's custom elements, for the JSX that renders their markup.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type CustomElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'consent-embed': CustomElement;
      'gallery-lightbox': CustomElement;
    }
  }
}
