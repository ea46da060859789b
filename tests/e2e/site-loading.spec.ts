// Every page is complete as HTML. A form page's React waits for the visitor: none of it is requested until
// the first interaction, and then the page hydrates at once, keeping what the visitor did meanwhile. (That
// a page without a form ships no React, only the small site script, is checked in site-page-load.spec.ts, by
// the one load of each route that checks all a visitor's load must not do. A submit tapped the moment it
// shows, over and over, is the engines suite's first-click spec, in Chromium as in WebKit and Gecko.)
import { expect, type Page, test } from '@playwright/test';
import { hold } from './support/hold-requests.ts';
import {
  expectNoReact,
  requestedScripts,
  siteScriptFile,
  waitForHydration,
  waitForSiteScript,
} from './support/hydration.ts';
import { formPaths } from './support/pages.ts';
import { pdf, png } from './support/sample-files.ts';

/** React's scripts (every same-origin script but the site script, which every page loads at once). */
const reactScripts = /\/assets\/(?!site-script-)[^?]+\.js$/;
const siteScript = /\/assets\/site-script-[\w-]+\.js$/;

/** Opens a form page with React held back: what the test then does happens before hydration. */
async function openFormUnhydrated(page: Page, path: string, name: string) {
  const scripts = await hold(page, reactScripts);
  await page.goto(path);
  return { scripts, form: page.getByRole('form', { name }) };
}

// Browser-side code is passed as strings: this package type-checks for Node, without the DOM library.
const reactScriptTiming = `(() => {
  const [navigation] = performance.getEntriesByType('navigation');
  const scripts = performance.getEntriesByType('resource').filter((entry) => /\\/assets\\/(?!site-script-)[^?]+\\.js$/.test(entry.name));
  return { loadStart: navigation.loadEventStart, count: scripts.length, first: Math.min(...scripts.map((entry) => entry.startTime)) };
})()`;

for (const path of formPaths) {
  test(`${path} requests none of React until the visitor interacts, then hydrates at once`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForSiteScript(page);
    await page.waitForLoadState('networkidle');
    expect((await requestedScripts(page)).filter((script) => !siteScriptFile.test(script))).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await page.keyboard.press('Tab');
    await waitForHydration(page);
    const timing = (await page.evaluate(reactScriptTiming)) as {
      loadStart: number;
      count: number;
      first: number;
    };
    expect(timing.count).toBeGreaterThan(0);
    expect(timing.first).toBeGreaterThanOrEqual(timing.loadStart);
  });
}

test('a visitor who interacts before the page has loaded gets it hydrated without waiting for the load', async ({
  page,
}) => {
  // The page gets a picture that is held back, so the load event cannot fire until the test lets it go.
  await page.route('/fa-tilbud/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</main>', '<img src="/images/held.svg" alt=""></main>');
    await route.fulfill({ response, body });
  });
  const images = await hold(page, /\/images\/held\.svg$/);
  await page.goto('/fa-tilbud/', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  await waitForHydration(page);
  expect(await page.evaluate('document.readyState')).not.toBe('complete');
  images.release();
  await page.waitForLoadState('load');
});

for (const viewport of [
  { width: 1280, height: 1600 },
  { width: 390, height: 844 },
]) {
  test(`home sections in view stay shown as the site script starts; a lower one animates in, staggered (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const script = await hold(page, siteScript);
    await page.goto('/', { waitUntil: 'commit' });
    // On the wide screen the hero fills all but the top of the next section, within the 100 px margin.
    const near = page.locator('section[aria-labelledby="about-heading"]');
    const last = page.locator('section[aria-labelledby="testimonials-heading"]');
    const items = last.locator('.reveal-item');
    // Before the script nothing is held back, whatever the page's position.
    await expect(items.first()).toHaveCSS('opacity', '1');
    script.release();
    await expectNoReact(page);
    if (viewport.width > 1000) {
      await expect(near).toHaveAttribute('data-revealed', '');
      await expect(near).not.toHaveAttribute('data-reveal-pending');
      await expect(near.locator('.reveal-item').first()).toHaveCSS('opacity', '1');
    }
    await expect(last).not.toHaveAttribute('data-revealed');
    await expect(last).toHaveAttribute('data-reveal-pending', '');
    // Held back at once, out of sight: no fade-out runs while the page loads.
    expect(
      await items.first().evaluate((item) => [item.getAnimations().length, getComputedStyle(item).opacity]),
    ).toEqual([0, '0']);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-revealed', '');
    // The spec's 0.1 s stagger: each item waits 0.1 s longer than the one before it.
    await expect(items.nth(1)).toHaveCSS('transition-delay', /^0\.1s/);
    await expect(items.nth(2)).toHaveCSS('transition-delay', /^0\.2s/);
    await expect(items.first()).toHaveCSS('opacity', '1');
  });
}

test('with reduced motion asked for, no section is held back', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForSiteScript(page);
  const last = page.locator('section[aria-labelledby="testimonials-heading"]');
  await expect(last).not.toHaveAttribute('data-revealed');
  await expect(last.locator('.reveal-item').first()).toHaveCSS('opacity', '1');
});

test('what a visitor types and sends before the page has hydrated is kept, checked and not sent natively', async ({
  page,
}) => {
  const { scripts, form } = await openFormUnhydrated(page, '/kontakt/', 'Kontaktformular');
  await form.getByLabel('Navn').fill('Mette Hansen');
  await form.getByLabel('Besked').fill('Skrevet før siden var klar.');
  // Sent before the scripts are there: held, not submitted as a GET with the fields in the address.
  await form.getByRole('button', { name: 'Send besked' }).click();
  expect(new URL(page.url()).search).toBe('');
  scripts.release();
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(form.getByLabel('Navn')).toHaveValue('Mette Hansen');
  await expect(form.getByLabel('Besked')).toHaveValue('Skrevet før siden var klar.');
  // Replayed once hydrated, through the form's own checks, which see the typed text: only the fields left
  // empty are flagged.
  await expect(form.getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Navn')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Besked')).not.toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).search).toBe('');
});

test('photos chosen in the quote form before the page has hydrated are listed once it has', async ({
  page,
}) => {
  const { scripts, form } = await openFormUnhydrated(page, '/fa-tilbud/', 'Tilbudsformular');
  await form.locator('input[type="file"]').setInputFiles([png('badevaerelse.png'), pdf('tegning.pdf')]);
  scripts.release();
  await expect(form).toHaveAttribute('data-ready', 'true');
  const chosen = form.getByRole('list', { name: 'Valgte filer' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expect(chosen).toContainText('badevaerelse.png');
  await expect(chosen).toContainText('tegning.pdf');
  // The field itself is emptied, so choosing more adds to the list rather than repeating it.
  await expect(form.locator('input[type="file"]')).toHaveJSProperty('value', '');
});

test('a tap on a button before the page has hydrated does what it says once it has', async ({ page }) => {
  const scripts = await hold(page, reactScripts);
  await page.goto('/fa-tilbud/');
  // A button of the page's React (the quote examples' dialogs): its tap starts hydration and is held.
  const example = page.getByRole('button', { name: 'Se et eksempel på et tilbud' });
  await example.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  scripts.release();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a tap on the birth date before the page has hydrated opens the calendar once it has', async ({
  page,
}) => {
  const scripts = await hold(page, reactScripts);
  await page.goto('/moldova-ansogning');
  // The calendar's button is React's (a popover): its tap starts hydration and is held, then replayed.
  await page.locator('button[aria-haspopup="dialog"]').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  scripts.release();
  await expect(page.getByRole('dialog').getByRole('button', { name: /15/ }).first()).toBeVisible();
});

test('on a form page the site script’s buttons work before React has hydrated', async ({ page }) => {
  await page.route(/google\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
  );
  const scripts = await hold(page, reactScripts);
  await page.goto('/kontakt/');
  await waitForSiteScript(page);
  await page.getByRole('button', { name: 'Vis kort' }).click();
  await expect(page.locator('iframe[title^="Kort over"]')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  // Once React has hydrated the page around it, the map stays.
  scripts.release();
  await waitForHydration(page);
  await expect(page.locator('iframe[title^="Kort over"]')).toBeVisible();
});
