// The page's furniture in every engine: the header's shadow once scrolled, and the floating quote button.
import { expect, test, waitFor } from '../fixtures.ts';

// Chromium: tests/e2e/site-layout.spec.ts, 'highlights the current page and gets a shadow after 20 px of scrolling'.
test('the header gets its shadow once the page is scrolled by the wheel', {
  tag: ['@phone', '@other-engines'],
}, async ({ visitor }) => {
  await visitor.goto('/galleri/');
  await waitFor(visitor, () => document.documentElement.dataset.js !== undefined, 'the page');
  expect(await visitor.run(() => document.querySelector('header')?.hasAttribute('data-scrolled'))).toBe(
    false,
  );
  await visitor.wheel(200, 400, 400);
  const shadow = await waitFor(
    visitor,
    () => {
      const header = document.querySelector('header');
      const bar = header?.querySelector('div');
      return header?.getAttribute('data-scrolled') === 'true' && bar ? getComputedStyle(bar).boxShadow : '';
    },
    'the scrolled header',
  );
  expect(shadow).not.toBe('none');
});

// The same links at any size: at a phone's.
test('the floating quote button links to the quote form, but not on the quote and contact pages', {
  tag: '@phone',
}, async ({ visitor }) => {
  const floating = () =>
    visitor.run(() =>
      Array.from(document.querySelectorAll('a'))
        .filter((link) => link.textContent?.trim() === 'Få tilbud')
        .map((link) => link.getAttribute('href')),
    );
  for (const path of ['/', '/galleri/', '/services/nybyg/']) {
    await visitor.goto(path);
    expect(await floating(), path).toEqual(['/fa-tilbud/']);
  }
  for (const path of ['/fa-tilbud/', '/kontakt/']) {
    await visitor.goto(path);
    expect(await floating(), path).toEqual([]);
  }
});

// The fixture fails a test on any error, failed load or CSP violation of a page it opened.
test('every page fits the screen and loads without an error or a CSP violation', async ({
  visitor,
  baseURL,
}) => {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(routes.length).toBeGreaterThan(10);
  const wider: string[] = [];
  for (const route of [...routes, '/moldova-ansogning', '/findes-ikke/']) {
    await visitor.goto(route);
    const [page, screen] = await visitor.run(() => [document.documentElement.scrollWidth, window.innerWidth]);
    if ((page ?? 0) > (screen ?? 0)) wider.push(`${route}: ${page} px on a ${screen} px screen`);
  }
  expect(wider).toEqual([]);
});
