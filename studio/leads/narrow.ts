import { type RefCallback, useCallback, useState } from 'react';

/**
 * Below this width of the tool (CSS px) Henvendelser is laid out for a phone (issue 56): one pane at a
 * time, the filters folded, what is due first. phone-layout.tsx's container queries use the same width.
 */
export const NARROW_BELOW = 600;

/**
 * Whether the element the returned ref is given is narrower than NARROW_BELOW, followed as it resizes
 * (a container query for the parts CSS cannot decide: the list's order, the chart, focus). Until it is
 * measured, the window's width stands in: the Studio gives a tool the window's whole width on a phone,
 * so the list is not fetched twice in two orders.
 */
export function useNarrow(): [RefCallback<HTMLElement>, boolean] {
  const [narrow, setNarrow] = useState(() => window.innerWidth < NARROW_BELOW);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < NARROW_BELOW);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, narrow];
}
