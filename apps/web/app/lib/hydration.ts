import { useEffect, useLayoutEffect } from 'react';

/**
 * Fired on `window` once React has hydrated the page. The hydration loader (hosting/defer-hydration.ts)
 * holds clicks on buttons until then and replays the last one, so a tap that came before the scripts
 * is not lost (and a form is never sent natively, without its checks).
 */
export const hydratedEvent = 'app:hydrated';

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
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
}
