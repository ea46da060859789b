import { type ComponentPropsWithoutRef, useLayoutEffect, useRef, useState } from 'react';

/** The spec's lazy margin for sections: they animate in within 100 px of the viewport (10% visible). */
const revealMargin = 100;

/**
 * A lower page section that animates in once it comes within 100 px of the viewport (10% visible).
 * Its content is in the prerendered HTML and visible until the page hydrates (and always without
 * JavaScript): the stylesheet only holds items back once hydration has marked `<html data-js>`
 * (useHydrated) and the visitor has not asked for reduced motion. A section already near the
 * viewport when it mounts has been seen as it is, so it stays shown rather than blinking out to animate.
 * Children mark themselves `reveal-item` with `--i` for a 0.1 s stagger (see `revealItem`).
 */
export function RevealSection({ className = '', ...props }: ComponentPropsWithoutRef<'section'>) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);

  // A layout effect, so a section in view is marked before the first paint after hydration.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    if (element.getBoundingClientRect().top < window.innerHeight + revealMargin) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${revealMargin}px`, threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <section ref={ref} className={`reveal ${visible ? 'is-visible' : ''} ${className}`} {...props} />;
}

/** Props for the n-th staggered item of a RevealSection. */
export function revealItem(index: number, className = ''): { className: string; style: React.CSSProperties } {
  return { className: `reveal-item ${className}`, style: { '--i': index } as React.CSSProperties };
}
