import { expect, test } from '@playwright/test';

test('the home page is served from the production build and names the company', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/Nordkyst Byg/);
});
