// WCAG 2.2 AA with axe on every route at phone and desktop widths.
import { expect, test } from '@playwright/test';
import { axeViolations, wcagAxe } from './support/axe.ts';
import { waitForPageScripts } from './support/hydration.ts';
import { everyPath } from './support/pages.ts';

const phone = { width: 390, height: 844 };
const viewports = [phone, { width: 1280, height: 800 }];

// One load per route, checked at each width in turn: the layout follows the width by CSS alone.
for (const path of everyPath) {
  test(`${path} has no axe violations at phone and desktop widths`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(phone);
    await page.goto(path);
    await waitForPageScripts(page);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(wcagAxe(page)), `${viewport.width}x${viewport.height}`).toEqual([]);
    }
  });
}

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
