import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled more than `threshold` px; false in the prerendered HTML. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

/** True while the visitor scrolls upward and is more than `threshold` px down the page. */
export function useScrollingUpPast(threshold: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    return subscribeToScroll(() => {
      const y = window.scrollY;
      if (y !== lastY) setVisible(y > threshold && y < lastY);
      lastY = y;
    });
  }, [threshold]);
  return visible;
}
