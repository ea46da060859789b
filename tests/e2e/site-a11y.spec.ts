// The skip link, by keyboard. axe on every page at phone and desktop widths runs in site-page-load.spec.ts,
// on the one load that checks all of a page.
import { expect, test } from '@playwright/test';
import { waitForPageScripts } from './support/hydration.ts';

test('a skip link leads to the main content', async ({ page }) => {
  await page.goto('/om-os/');
  await waitForPageScripts(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Gå til indhold' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
