import type { ComponentPropsWithoutRef, CSSProperties } from 'react';

/**
 * A lower page section that animates in once it comes within 100 px of the viewport (10% visible),
 * its items staggered by 0.1 s. The behaviour is the site script's (site-script/reveal.ts): its content
 * is in the HTML and visible without JavaScript; the stylesheet holds items back only in a section the
 * script found away from the viewport.
 * Children mark themselves `reveal-item` with `--i` for the stagger (see `revealItem`).
 */
export function RevealSection({ className = '', ...props }: ComponentPropsWithoutRef<'section'>) {
  return <section className={`reveal ${className}`} {...props} />;
}

/** Props for the n-th staggered item of a RevealSection. */
export function revealItem(index: number, className = ''): { className: string; style: CSSProperties } {
  return { className: `reveal-item ${className}`, style: { '--i': index } as CSSProperties };
}
