import { useEffect } from 'react';
import { hydratedAttribute, hydratedEvent } from './hydration-signal.ts';

/**
 * Announces the hydration of a page that hydrates (a form page, lib/page-scripts.ts). Called from the
 * root layout, which renders on every page, error pages included: its effects run after those of
 * everything inside it, so every handler is attached when this runs.
 */
export function useHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
}
