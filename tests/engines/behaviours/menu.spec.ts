// The phone menu in every engine: its button opens the navigation, and Escape closes it.
import { expect, test, waitFor } from '../fixtures.ts';

// Chromium: tests/e2e/site-layout.spec.ts, 'the menu opens and closes with its button, Escape and a link click'.
test('the menu button opens the navigation and Escape closes it', {
  tag: ['@phone', '@other-engines'],
}, async ({ visitor }) => {
  await visitor.goto('/om-os/');
  const button = await visitor.run(() => {
    const menu = document.querySelector('button[popovertarget]');
    const box = menu?.getBoundingClientRect();
    return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
  });
  expect(button).toBeDefined();
  await visitor.clickAt(button?.x ?? 0, button?.y ?? 0);
  const links = await waitFor(
    visitor,
    () => {
      const panel = document.querySelector('[popover]:popover-open');
      return panel ? Array.from(panel.querySelectorAll('a'), (a) => a.textContent?.trim()) : undefined;
    },
    'the open menu',
  );
  expect(links).toEqual(
    expect.arrayContaining(['Hjem', 'Om os', 'Forløbet', 'Galleri', 'Services', 'Kontakt']),
  );
  await visitor.press('Escape');
  await waitFor(
    visitor,
    () => document.querySelector('[popover]:popover-open') === null,
    'the menu to close',
  );
});

// Chromium: tests/e2e/site-routes.spec.ts, 'an unknown path answers 404 with the 404 page'.
test('an unknown address shows the 404 page', { tag: ['@phone', '@other-engines'] }, async ({ visitor }) => {
  await visitor.goto('/findes-ikke/');
  expect(await visitor.run(() => document.querySelector('h1')?.textContent)).toBe('404 - Side ikke fundet');
});
