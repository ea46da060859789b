// WCAG 2.2 AA with axe on every route at phone and desktop widths.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForPageScripts } from './support/hydration.ts';
import { everyPath } from './support/pages.ts';

const paths = everyPath;

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of paths) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await waitForPageScripts(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
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
