// WCAG 2.2 AA with axe on every route at phone and desktop widths.
import { expect, test } from '@playwright/test';
import { axeViolations, wcagAxe } from './support/axe.ts';
import { waitForPageScripts } from './support/hydration.ts';
import { everyPath } from './support/pages.ts';

const phone = { width: 390, height: 844 };
const viewports = [phone, { width: 1280, height: 800 }];

/** Draws everything that waits to come near the viewport (the gallery's lower cards, decision 041). */
const drawEverything = `for (const element of document.querySelectorAll('*'))
  if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';`;

// One load per route, checked at each width in turn: the layout follows the width by CSS alone. At the
// phone's width the page is as loaded, its lower cards not drawn yet (what a tool finds on arrival); at
// the desktop's everything is drawn, so the colours of all of it are checked too.
for (const path of everyPath) {
  test(`${path} has no axe violations at phone and desktop widths`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(phone);
    await page.goto(path);
    await waitForPageScripts(page);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      if (viewport !== phone) await page.evaluate(drawEverything);
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
