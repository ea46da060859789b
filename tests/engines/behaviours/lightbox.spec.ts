// The gallery's lightbox in every engine: it opens on a click, the page behind it stays still whatever
// scrolls it (wheel over the backdrop and the picture, the scroll keys), and it closes on Escape with
// the page where it was and focus back on the picture.
import { expect, test, waitFor } from '../fixtures.ts';
import { topsOverFrames } from '../page-functions.ts';
import type { Key } from '../visitor.ts';

/** The 11th picture, the one the spec opens. */
const eleventh = '[aria-label="Projekter"] li:nth-child(11) a';

// In Chromium too, at both sizes: e2e checks it at a desktop's only (a phone's lightbox fills the screen).
test('the page stays still behind the lightbox and is where it was when it closes', async ({ visitor }) => {
  await visitor.goto('/galleri/');
  await waitFor(visitor, () => customElements.get('gallery-lightbox') !== undefined, 'the site script');
  const before = await visitor.run(async () => {
    const item = document.querySelectorAll('a[data-lightbox-item]')[10];
    // The cards below the first screen are drawn as they near the viewport (content-visibility), so a
    // jump to the 11th moves it again once its neighbours are drawn: it is measured where it settles.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let settled: number | undefined;
    for (let tries = 0; tries < 10; tries++) {
      item?.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frame();
      await frame();
      const top = item?.getBoundingClientRect().top;
      if (top === settled) break;
      settled = top;
    }
    const box = item?.getBoundingClientRect();
    return {
      x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
      y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
      top: Math.round(box?.top ?? 0),
      scrollY: window.scrollY,
    };
  });
  expect(before.scrollY).toBeGreaterThan(0);
  await visitor.clickAt(before.x, before.y);
  await waitFor(
    visitor,
    () => document.querySelector('gallery-lightbox dialog')?.hasAttribute('open'),
    'the lightbox',
  );

  await visitor.wheel(5, 5, 900);
  await visitor.wheel(before.x, before.y, -600);
  for (const key of ['PageDown', 'End', 'ArrowDown', 'PageUp', 'Home'] satisfies Key[])
    await visitor.press(key);
  expect(new Set(await visitor.run(topsOverFrames, eleventh))).toEqual(new Set([before.top]));

  await visitor.press('Escape');
  await waitFor(
    visitor,
    () => !document.querySelector('gallery-lightbox dialog')?.hasAttribute('open'),
    'the lightbox to close',
  );
  const after = await visitor.run(() => ({
    scrollY: window.scrollY,
    focused: document.activeElement === document.querySelectorAll('a[data-lightbox-item]')[10],
  }));
  expect(after).toEqual({ scrollY: before.scrollY, focused: true });
  expect(new Set(await visitor.run(topsOverFrames, eleventh))).toEqual(new Set([before.top]));
});
