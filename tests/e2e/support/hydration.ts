import type { Page } from '@playwright/test';

/**
 * Resolves once the app has hydrated the page: the root layout marks `<html data-hydrated>` as it
 * announces `app:hydrated` (apps/web/app/lib/hydration.ts), after every handler is attached.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
