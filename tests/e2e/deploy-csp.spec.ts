// Each page's own Content-Security-Policy (in a <meta> element) is enforced, and what a visitor may do
// beyond a page's load trips it nowhere: an allowed embed, an embed on a page reached by a link, a photo
// chosen in the quote form. Every page's headers and policy on load: site-page-load.spec.ts.
import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp.ts';
import { waitForPageScripts } from './support/hydration.ts';
import { png } from './support/sample-files.ts';

const thirdParty = /facebook\.com|facebook\.net|google\.com/;

test('a page’s own policy is enforced: a script it does not name does not run', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/om-os/');
  await page.evaluate(`(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  })()`);
  expect(await page.evaluate('window.injected === true')).toBe(false);
  expect(await violations()).toContainEqual('script-src-elem blocked inline');
});

test('the consent embeds load under the policy of their page', async ({ page }) => {
  await page.route(thirdParty, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
  );
  const violations = await watchCsp(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Vis Facebook-opslag' }).click();
  await expect(page.locator('iframe[title*="Facebook"]')).toBeVisible();
  await page.goto('/kontakt/');
  await page.getByRole('button', { name: 'Vis kort' }).click();
  await expect(page.locator('iframe[title^="Kort over"]')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an embed on a page reached by a link loads without a CSP violation', async ({ page }) => {
  await page.route(thirdParty, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
  );
  const violations = await watchCsp(page);
  await page.goto('/om-os/');
  await page.getByRole('navigation').first().getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(/\/kontakt\/$/);
  await page.getByRole('button', { name: 'Vis kort' }).click();
  await expect(page.locator('iframe[title^="Kort over"]')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a photo chosen in the quote form is previewed and scaled under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/fa-tilbud/');
  // Chosen once the form is live, as after a file dialog (a choice made earlier: site-loading.spec.ts).
  await waitForPageScripts(page);
  // A 1×1 PNG: previewed from a blob: URL and scaled in browser-image-compression's blob: worker.
  await page.locator('input[type="file"]').setInputFiles(png('foto.png'));
  const chosen = page.getByRole('list', { name: 'Valgte filer' });
  await expect(chosen).toContainText('foto.png');
  await expect(chosen.locator('img[src^="blob:"]')).toHaveCount(1);
  expect(await violations()).toEqual([]);
});
