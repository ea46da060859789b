import { type ComponentPropsWithoutRef, useEffect, useRef, useState } from 'react';

/**
 * A lower page section that animates in once it comes within 100 px of the viewport (10% visible).
 * Its content is in the prerendered HTML and visible without JavaScript: the stylesheet only holds
 * items back when the script has run (`<html data-js>`) and the visitor has not asked for reduced
 * motion. Children mark themselves `reveal-item` with `--i` for a 0.1 s stagger (see `revealItem`).
 */
export function RevealSection({ className = '', ...props }: ComponentPropsWithoutRef<'section'>) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) {
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
      { rootMargin: '100px', threshold: 0.1 },
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
