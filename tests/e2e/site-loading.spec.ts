// Every page is complete as HTML, so its scripts wait for the page: none is requested before the load
// event, unless the visitor interacts first, and then the page hydrates at once.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';
import { pdf, png } from './support/sample-files.ts';

/** Holds the page's requests to matching URLs until `release` is called. */
async function hold(page: Page, url: RegExp): Promise<{ release(): void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

const scriptFiles = /\/assets\/[^?]+\.js$/;

/** Opens a form page with its scripts held back: what the test then does happens before hydration. */
async function openFormUnhydrated(page: Page, path: string, name: string) {
  const scripts = await hold(page, scriptFiles);
  await page.goto(path);
  return { scripts, form: page.getByRole('form', { name }) };
}

// Browser-side code is passed as strings: this package type-checks for Node, without the DOM library.
const scriptTiming = `(() => {
  const [navigation] = performance.getEntriesByType('navigation');
  const scripts = performance.getEntriesByType('resource').filter((entry) => /\\/assets\\/[^?]+\\.js$/.test(entry.name));
  return { loadStart: navigation.loadEventStart, count: scripts.length, first: Math.min(...scripts.map((entry) => entry.startTime)) };
})()`;

for (const route of ['/', '/fa-tilbud/']) {
  test(`${route} requests no script before it has loaded, then hydrates`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    const timing = (await page.evaluate(scriptTiming)) as { loadStart: number; count: number; first: number };
    expect(timing.count).toBeGreaterThan(0);
    expect(timing.first).toBeGreaterThanOrEqual(timing.loadStart);
  });
}

test('a visitor who interacts before the page has loaded gets it hydrated without waiting for the load', async ({
  page,
}) => {
  // The images are held back, so the load event cannot fire until the test lets them go.
  const images = await hold(page, /\/images\//);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  await waitForHydration(page);
  expect(await page.evaluate('document.readyState')).not.toBe('complete');
  images.release();
  await page.waitForLoadState('load');
});

test('home sections in view stay shown through hydration; a lower one waits to animate in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  const scripts = await hold(page, scriptFiles);
  await page.goto('/');
  // The hero fills all but the top of the next section, which is within the 100 px margin.
  const first = page.locator('section[aria-labelledby="about-heading"]');
  const last = page.locator('section[aria-labelledby="testimonials-heading"]');
  // Before hydration nothing is held back, whatever the page's position.
  await expect(last.locator('.reveal-item').first()).toHaveCSS('opacity', '1');
  scripts.release();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-js', '');
  await expect(first).toHaveClass(/is-visible/);
  await expect(first.locator('.reveal-item').first()).toHaveCSS('opacity', '1');
  await expect(last).not.toHaveClass(/is-visible/);
  await expect(last.locator('.reveal-item').first()).toHaveCSS('opacity', '0');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/is-visible/);
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
  const scripts = await hold(page, scriptFiles);
  await page.goto('/kontakt/');
  await page.getByRole('button', { name: 'Vis kort' }).click();
  await expect(page.locator('iframe[title^="Kort over"]')).toHaveCount(0);
  scripts.release();
  await expect(page.locator('iframe[title^="Kort over"]')).toBeVisible();
});
