// The one image component: intrinsic size on every image, lazy below the fold (within the spec's 50 px
// of the window), the hero preloaded, and a placeholder when an image fails.
import { expect, type Locator, type Page, test } from '@playwright/test';

test('every image has width and height; the hero is preloaded with high priority', async ({ page }) => {
  await page.goto('/');
  const images = page.locator('img');
  expect(await images.count()).toBeGreaterThan(5);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('alt');
  }
  const hero = images.first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
  await expect(page.locator('picture source').last()).toHaveAttribute('srcset', /auto=format/);
  await expect(images.first()).toHaveAttribute('srcset', /auto=format/);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('imagesrcset', /\d+w/);
});

test('an image that fails to load is replaced by the placeholder and logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Fail every CMS image of the page; the placeholder itself is served by the site.
  await page.route(/\/images\/nordkyst\//, (route) => route.abort('failed'));
  await page.goto('/services/');
  const image = page.getByRole('main').locator('img').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/images/placeholder.svg');
  await expect(image).not.toHaveAttribute('srcset');
  await expect.poll(() => warnings.some((text) => text.includes('Billedet kunne ikke indlæses'))).toBe(true);
  // A picture that loads only near the window fails the same way, its source switched off.
  const below = page.getByRole('main').locator('picture img').last();
  await below.scrollIntoViewIfNeeded();
  await expect(below).toHaveAttribute('src', '/images/placeholder.svg');
  await expect(page.getByRole('main').locator('picture').last().locator('source')).toHaveAttribute(
    'media',
    'not all',
  );
});

/** The n-th gallery card's picture, and every address the page has asked for. */
async function galleryOnPhone(page: Page): Promise<{ picture: (n: number) => Locator; asked: string[] }> {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/galleri/');
  const picture = (n: number) => page.getByRole('list', { name: 'Projekter' }).getByRole('listitem').nth(n);
  return { picture, asked };
}

/** The asset of a card's picture, as its source names it. */
const assetOf = (card: Locator) =>
  card
    .locator('source')
    .getAttribute('srcset')
    .then((srcset) => srcset?.match(/production\/([0-9a-f]+)-/)?.[1] ?? '');

/**
 * Resolves after the page's intersection observers have had a round at the current scroll position: a
 * new observer's first report comes in the same task as every other observer's.
 */
const observerRound = (image: Locator) =>
  image.evaluate(
    (img) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(img);
      }),
  );

test('a picture below the fold loads once it comes within 50 px of the window, not before', async ({
  page,
}) => {
  const { picture, asked } = await galleryOnPhone(page);
  await expect(page.locator('html')).toHaveAttribute('data-js', '');
  const second = picture(1);
  const asset = await assetOf(second);
  expect(asset).not.toBe('');
  const image = second.locator('img');
  const distanceBelow = (px: number) =>
    image.evaluate((img, gap) => {
      window.scrollTo({
        top: img.getBoundingClientRect().top + window.scrollY - window.innerHeight - gap,
        behavior: 'instant',
      });
    }, px);

  // Loaded, in view and settled: the first picture only.
  await expect
    .poll(() =>
      picture(0)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1),
    )
    .toBe(true);
  await distanceBelow(70);
  await observerRound(image);
  const heightBefore = await image.evaluate((img) => img.getBoundingClientRect().height);
  expect(heightBefore).toBeGreaterThan(200);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:/);
  await expect(second.locator('source')).toHaveAttribute('media', '(scripting: none)');
  expect(asked.filter((url) => url.includes(asset))).toEqual([]);

  await distanceBelow(30);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1))
    .toBe(true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(asset);
  // The same size before and after: the pixel never sized the box.
  expect(await image.evaluate((img) => img.getBoundingClientRect().height)).toBe(heightBefore);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every picture loads by itself', async ({ page }) => {
    const { picture } = await galleryOnPhone(page);
    const last = picture(35).locator('img');
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1))
      .toBe(true);
    expect(await last.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^http/);
  });
});
