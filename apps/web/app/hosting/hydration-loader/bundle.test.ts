import { describe, expect, it } from 'vitest';
import { hydratedEvent } from '../../lib/hydration-signal.ts';
import { bundleHydrationLoader } from './bundle.ts';

describe('bundleHydrationLoader', () => {
  it('bundles the loader into one small script that runs on its own', async () => {
    const code = await bundleHydrationLoader();
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code).toContain(hydratedEvent);
    expect(code).not.toContain('react');
    expect(code).toContain('document.currentScript');
    // Minified: it is inlined in every form page's head (about 1.8 KB with the replaced-button rescue
    // and the start for a kept quote).
    expect(code.length).toBeLessThan(1900);
  });
});
