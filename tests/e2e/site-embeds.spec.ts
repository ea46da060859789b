// Facebook and Google Maps load nothing until the visitor asks, and the choice can be remembered and forgotten:
// the site script's <consent-embed>, on a page without React (home) and on a form page (contact).
import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp.ts';
import { hold } from './support/hold-requests.ts';
import { expectNoReact } from './support/hydration.ts';

const thirdParty = /facebook\.com|facebook\.net|google\.com|googleapis|gstatic/;

test('the Facebook timeline loads only after a click, under the page’s policy, and the choice can be remembered', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (thirdParty.test(request.url())) requests.push(request.url());
  });
  await page.route(thirdParty, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
  );
  await page.goto('/');
  await expectNoReact(page);
  const button = page.getByRole('button', { name: 'Vis Facebook-opslag' });
  await button.scrollIntoViewIfNeeded();
  await expect(page.getByText(/modtager Facebook/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Besøg vores side på Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/nordkystbyg',
  );
  expect(requests).toEqual([]);

  await page.getByLabel('Husk mit valg på denne enhed').check();
  await button.click();
  const frame = page.locator('iframe[title*="Facebook"]');
  await expect(frame).toHaveAttribute('width', '500');
  await expect(frame).toHaveAttribute('height', '500');
  await expect.poll(() => requests.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.locator('iframe[title*="Facebook"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Glem mit valg' }).click();
  await expect(page.getByRole('button', { name: 'Vis Facebook-opslag' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the map loads only after "Vis kort", under the policy of a page reached by a link, and the page stays whole without network to Google', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (thirdParty.test(request.url())) requests.push(request.url());
  });
  await page.route(thirdParty, (route) => route.abort('internetdisconnected'));
  await page.goto('/om-os/');
  await page.getByRole('navigation').first().getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(/\/kontakt\/$/);
  await expect(page.getByText(/modtager Google/)).toBeVisible();
  expect(requests).toEqual([]);
  await page.getByRole('button', { name: 'Vis kort' }).click();
  await expect(page.locator('iframe[title^="Kort over"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Send os en besked' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Strandvejen 24');
  expect(await violations()).toEqual([]);
});

test('the embed loads by keyboard alone and the frame takes focus (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(thirdParty, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
  );
  await page.goto('/');
  await expectNoReact(page);
  const remember = page.getByLabel('Husk mit valg på denne enhed');
  await remember.focus();
  await page.keyboard.press('Space');
  await expect(remember).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Vis Facebook-opslag' })).toBeFocused();
  await page.keyboard.press('Enter');
  const frame = page.locator('iframe[title*="Facebook"]');
  await expect(frame).toBeFocused();
  const forget = page.getByRole('button', { name: 'Glem mit valg' });
  await forget.focus();
  await page.keyboard.press('Enter');
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vis Facebook-opslag' })).toBeFocused();
  await expect(remember).not.toBeChecked();
});

for (const [path, label, frame] of [
  ['/', 'Vis Facebook-opslag', 'iframe[title*="Facebook"]'],
  ['/kontakt/', 'Vis kort', 'iframe[title^="Kort over"]'],
] as const) {
  test(`a tap on "${label}" before the site script has run loads the embed once it runs (${path})`, async ({
    page,
  }) => {
    await page.route(thirdParty, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
    );
    // The site script is held back until the tap has happened.
    const siteScript = await hold(page, '**/assets/site-script-*.js');
    await page.goto(path, { waitUntil: 'commit' });
    await page.getByRole('button', { name: label }).click();
    expect(await page.evaluate(() => customElements.get('consent-embed') === undefined)).toBe(true);
    siteScript.release();
    await expect(page.locator(frame)).toBeVisible();
  });
}
