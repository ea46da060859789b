// The gallery: 36 projects in a 1/2/3-column grid and the lightbox with wrap-around, keyboard control,
// focus return and scroll lock, on a page that ships no React (the site script's lightbox).
import { expect, type Page, test } from '@playwright/test';
import { topsOverFrames } from '../engines/page-functions.ts';
import { expectNoReact } from './support/hydration.ts';

const items = (page: Page) => page.getByRole('list', { name: 'Projekter' }).getByRole('link');

test('the lightbox opens on a click (a click with a modifier key opens the picture as a link), wraps around, closes on Escape and gives focus back', async ({
  page,
  context,
}) => {
  await page.goto('/galleri/');
  await expectNoReact(page);
  const first = items(page).first();
  const opened = context.waitForEvent('page');
  await first.click({ modifiers: ['ControlOrMeta'] });
  // A new tab starts at about:blank and then goes to the picture: its address is waited for.
  await expect(await opened).toHaveURL(/\/images\//);
  await expect(page.getByRole('dialog')).toBeHidden();

  const firstTitle = (await first.locator('span span').first().textContent()) ?? '';
  await first.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(firstTitle);
  await expect(dialog).toContainText('1 / 36');
  await expect(dialog.getByRole('button', { name: 'Luk' })).toBeVisible();
  const image = dialog.locator('img');
  await expect(image).toHaveAttribute('alt', /\S/);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'Forrige billede' }).click();
  await expect(dialog).toContainText('36 / 36');
  await dialog.getByRole('button', { name: 'Næste billede' }).click();
  await expect(dialog).toContainText('1 / 36');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText('36 / 36');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('1 / 36');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('2 / 36');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('the page stays still behind the lightbox, by wheel, keys and touch, and is where it was when it closes', async ({
  page,
  browserName,
}) => {
  await page.goto('/galleri/');
  const item = items(page).nth(10);
  await item.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const selector = '[aria-label="Projekter"] li:nth-child(11) a';
  const [before] = await page.evaluate(topsOverFrames, selector);
  await item.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // The wheel over the backdrop and over the picture, then the keys that scroll a page.
  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, 900);
  await page.mouse.move(300, 400);
  await page.mouse.wheel(0, -700);
  for (const key of ['PageDown', 'End', 'ArrowDown', 'PageUp', 'Home']) await page.keyboard.press(key);
  // A finger swiping up the screen, where the engine takes one from the test.
  if (browserName === 'chromium') {
    const session = await page.context().newCDPSession(page);
    await session.send('Input.synthesizeScrollGesture', {
      x: 300,
      y: 500,
      yDistance: -400,
      gestureSourceType: 'touch',
    });
  }
  expect(new Set(await page.evaluate(topsOverFrames, selector))).toEqual(new Set([before]));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(new Set(await page.evaluate(topsOverFrames, selector))).toEqual(new Set([before]));
  await expect(item).toBeFocused();
});

test('the lightbox works by keyboard alone and keeps focus inside', async ({ page }) => {
  await page.goto('/galleri/');
  await expectNoReact(page);
  const last = items(page).last();
  await last.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('36 / 36');
  await expect(dialog.getByRole('button', { name: 'Luk' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('1 / 36');

  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate<boolean>(
      "document.activeElement?.closest('dialog') !== null || document.activeElement === document.body",
    );
    expect(inside).toBe(true);
  }

  await dialog.getByRole('button', { name: 'Luk' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(last).toBeFocused();
});

const columns = (page: Page) =>
  page
    .getByRole('list', { name: 'Projekter' })
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);

test('all 36 projects, in 1, 2 and 3 columns by screen width; on a phone the lightbox fills the screen and steps through the pictures', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/galleri/');
  await expectNoReact(page);
  await expect(items(page)).toHaveCount(36);
  expect(await columns(page)).toBe(1);
  const second = items(page).nth(1);
  const secondTitle = (await second.locator('span span').first().textContent()) ?? '';
  await second.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2 / 36');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(secondTitle);
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBe(390);
  await dialog.getByRole('button', { name: 'Næste billede' }).click();
  await expect(dialog).toContainText('3 / 36');
  await expect(dialog.getByRole('heading', { level: 2 })).not.toHaveText(secondTitle);
  await dialog.getByRole('button', { name: 'Luk' }).click();
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();

  for (const [width, expected] of [
    [700, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => columns(page), `${width} px`).toBe(expected);
  }
});

test('no card draws a blurred preview; the lightbox stands the loaded thumbnail in for the picture', async ({
  page,
}) => {
  await page.goto('/galleri/');
  await expectNoReact(page);
  // As served: each preview would be an inline image the page's first bytes pay for.
  const html = await (await page.request.get('/galleri/')).text();
  const previews = await page.evaluate((served) => {
    const doc = new DOMParser().parseFromString(served, 'text/html');
    return Array.from(
      doc.querySelectorAll<HTMLImageElement>('[aria-label="Projekter"] a img'),
      (img) => img.style.backgroundImage,
    );
  }, html);
  expect(previews).toHaveLength(36);
  expect(previews.every((background) => background === '')).toBe(true);

  const thumb = items(page).first().locator('img');
  await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const thumbSrc = await thumb.evaluate((img) => (img as HTMLImageElement).currentSrc);
  // Held, so the placeholder is what shows while the full picture loads.
  let releaseFull: () => void = () => {};
  const fullHeld = new Promise<void>((resolve) => {
    releaseFull = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/images/') && !thumbSrc.endsWith(url.search),
    async (route) => {
      await fullHeld;
      await route.continue();
    },
  );
  await items(page).first().click();
  const image = page.getByRole('dialog').locator('img');
  await expect(image).toHaveCSS('background-image', `url("${thumbSrc}")`);
  releaseFull();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

/** The site's focus ring colour (app.css, `--color-accent-600`). */
const focusRing = [0xb9, 0x3f, 0x0c] as const;

/** How many of a screenshot's pixels are close to a colour, counted in a canvas of a blank page. */
async function pixelsNear(page: Page, png: Buffer, colour: readonly number[]): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ data, colour }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) return 0;
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let near = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          const distance = colour.reduce(
            (sum, value, channel) => sum + Math.abs((pixels[i + channel] ?? 0) - value),
            0,
          );
          if (distance < 40) near++;
        }
        return near;
      },
      { data: png.toString('base64'), colour },
    );
  } finally {
    await blank.close();
  }
}

test('a card reached by keyboard shows its focus ring, also a card drawn only as it came near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/galleri/');
  await expectNoReact(page);
  // The first card is drawn with the page; the eighth only as it nears the viewport, and is clipped to
  // its own box (content-visibility), so its ring must be drawn inside it.
  for (const index of [0, 7]) {
    const card = items(page).nth(index);
    await card.scrollIntoViewIfNeeded();
    // The picture is loaded first, so the two shots differ by the ring alone.
    await expect
      .poll(() => card.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(1);
    const before = await pixelsNear(page, await card.screenshot(), focusRing);
    await items(page)
      .nth(index + 1)
      .focus();
    await page.keyboard.press('Shift+Tab');
    await expect(card).toBeFocused();
    const after = await pixelsNear(page, await card.screenshot(), focusRing);
    // A 3 px ring around a card of about 400 by 400 px is several thousand pixels.
    expect(after - before, `card ${index + 1}`).toBeGreaterThan(1000);
  }
});
