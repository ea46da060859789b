import { useEffect, useLayoutEffect } from 'react';
import { hydratedAttribute, hydratedEvent } from './hydration-signal.ts';

/**
 * Marks `<html data-js>` and announces the hydration. Called from the root layout, which renders on
 * every page, error pages included: its effects run after those of everything inside it, so the reveal
 * sections in view are already marked visible, and every handler is attached, when this runs.
 */
export function useHydrated(): void {
  useLayoutEffect(() => {
    // Lets the stylesheet hold lower sections back for their animation (components/reveal-section.tsx).
    document.documentElement.dataset.js = '';
  }, []);
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
}
