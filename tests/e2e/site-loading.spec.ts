// Every page is complete as HTML, so its scripts wait for the page: none is requested before the load
// event, unless the visitor interacts first, and then the page hydrates at once.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

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
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/images\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  await waitForHydration(page);
  expect(await page.evaluate('document.readyState')).not.toBe('complete');
  release();
  await page.waitForLoadState('load');
});
