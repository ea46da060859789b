// The back-to-top button in every engine: hidden while the visitor scrolls down, shown once they scroll
// back up, and a click takes them to the top with focus on the header.
import { clickElement, expect, test, waitFor } from '../fixtures.ts';
import { scrollYAtRest } from '../page-functions.ts';

const buttonHidden = () => document.querySelector<HTMLButtonElement>('[data-back-to-top]')?.hidden;

// Chromium: tests/e2e/site-layout.spec.ts, 'the back-to-top button shows only while scrolling upward…'.
test('the back-to-top button shows when scrolling back up, and takes the visitor to the top', {
  tag: ['@phone', '@other-engines'],
}, async ({ visitor }) => {
  await visitor.goto('/');
  await waitFor(visitor, () => document.documentElement.dataset.js !== undefined, 'the site script');
  expect(await visitor.run(buttonHidden)).toBe(true);

  // The page is given focus by a click on its heading first, as a visitor's page has it once they have
  // touched it: as a just-started Chromium's first input, the End key did nothing, once in each of two CI
  // runs. (The wheel instead left WebKit's next page unscrollable by the wheel.)
  await clickElement(visitor, 'main h1');
  await visitor.press('End');
  // Each key's scroll is let come to rest before the next key, so no glide is cut short.
  const bottom = await visitor.run(scrollYAtRest, 0);
  expect(bottom).toBeGreaterThan(1000);
  expect(await visitor.run(buttonHidden)).toBe(true);

  await visitor.press('PageUp');
  expect(await visitor.run(scrollYAtRest, bottom)).toBeLessThan(bottom);
  expect(await visitor.run(buttonHidden)).toBe(false);

  await clickElement(visitor, '[data-back-to-top]');
  await waitFor(
    visitor,
    () => window.scrollY === 0 && document.activeElement?.id === 'top',
    'the top of the page, with focus on the header',
  );
});
