// The page's furniture in every engine: the header's shadow once scrolled, the back-to-top button on an
// upward scroll, and the floating quote button.
import { expect, scrollByKey, test, waitFor } from '../fixtures.ts';

test('the header gets its shadow once the page is scrolled by the wheel', async ({ visitor }) => {
  await visitor.goto('/galleri/');
  await waitFor(visitor, () => document.querySelector('[data-site-script]') !== null, 'the page');
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

test('the back-to-top button shows on an upward scroll far down, and takes the page back to the top', async ({
  visitor,
}) => {
  await visitor.goto('/galleri/');
  const shown = () =>
    visitor.run(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
      return (
        button !== null &&
        !button.hidden &&
        button.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    });
  expect(await shown()).toBe(false);
  // By keys: WebKitWebDriver's wheel actions do not scroll by the delta asked (upward ones go to the top).
  await scrollByKey(visitor, 'End');
  expect(await visitor.run(() => window.scrollY)).toBeGreaterThan(1000);
  expect(await shown()).toBe(false);
  await scrollByKey(visitor, 'PageUp');
  await waitFor(
    visitor,
    () => {
      const button = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
      return button !== null && !button.hidden;
    },
    'the back-to-top button',
  );
  const box = await visitor.run(() => {
    const rect = document.querySelector('[data-back-to-top]')?.getBoundingClientRect();
    return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : undefined;
  });
  expect(box).toBeDefined();
  await visitor.clickAt(box?.x ?? 0, box?.y ?? 0);
  await waitFor(visitor, () => window.scrollY === 0, 'the top of the page');
  expect(await visitor.run(() => document.activeElement?.tagName)).toBe('HEADER');
});

test('the floating quote button links to the quote form, but not on the quote and contact pages', async ({
  visitor,
}) => {
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
