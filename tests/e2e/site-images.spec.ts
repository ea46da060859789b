// The one image component: intrinsic size on every image, lazy below the fold, the hero preloaded,
// and a placeholder when an image fails.
import { expect, test } from '@playwright/test';

test('every image has width and height; the hero is preloaded with high priority', async ({ page }) => {
  await page.goto('/');
  const images = page.locator('img');
  expect(await images.count()).toBeGreaterThan(5);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('alt');
  }
  const hero = images.first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
  await expect(images.first()).toHaveAttribute('srcset', /auto=format/);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('imagesrcset', /\d+w/);
});

test('an image that fails to load is replaced by the placeholder and logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Fail every CMS image of the page; the placeholder itself is served by the site.
  await page.route(/\/images\/nordkyst\//, (route) => route.abort('failed'));
  await page.goto('/services/');
  const image = page.getByRole('main').locator('img').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/images/placeholder.svg');
  await expect(image).not.toHaveAttribute('srcset');
  await expect.poll(() => warnings.some((text) => text.includes('Billedet kunne ikke indlæses'))).toBe(true);
});
