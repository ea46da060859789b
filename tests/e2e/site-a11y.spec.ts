// The skip link, by keyboard, and the axe check itself. axe on every page at phone and desktop widths runs
// in site-page-load.spec.ts, on the one load that checks all of a page.
import { expect, test } from '@playwright/test';
import { axeViolations, formViolations } from './support/axe.ts';
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

test('the axe check reports what WCAG 2.2 AA forbids, in the page and within its form', async ({ page }) => {
  await page.goto('/kontakt/');
  await waitForPageScripts(page);
  await expect(page.locator('form[data-ready]')).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
  // Light grey on white and a button without a name; styled through the DOM, which the page's policy
  // allows (it refuses inline style attributes).
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Svag tekst';
    faint.style.color = '#cccccc';
    faint.style.background = '#ffffff';
    document.querySelector('main')?.prepend(faint, document.createElement('button'));
  });
  expect(await axeViolations(page)).toEqual(['button-name: #main > button', 'color-contrast: #main > p']);
  expect(await formViolations(page)).toEqual([]);
  await page.evaluate(() => document.querySelector('form')?.prepend(document.createElement('button')));
  expect(await formViolations(page)).toEqual(['button-name: form > button:nth-child(1)']);
});
