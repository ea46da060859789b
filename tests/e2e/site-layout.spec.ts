// The shared layout: sticky header, mobile menu, back-to-top button, footer, navigation behaviour.
// The behaviours are the site script's: tested on pages that ship no React, by pointer and by keyboard,
// and on a form page too. Every route's clean console is checked in site-page-load.spec.ts, in the same page
// load as its policy; the floating quote button, in every engine (tests/engines/behaviours/layout.spec.ts).
import { expect, type Page, test } from '@playwright/test';
import { expectNoReact, waitForHydration } from './support/hydration.ts';
import { scrollByKey } from './support/keyboard-scroll.ts';

const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('highlights the current page and gets a shadow after 20 px of scrolling', async ({ page }) => {
    await page.goto('/galleri/');
    await expectNoReact(page);
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    await expect(nav.getByRole('link', { name: 'Galleri' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Hjem' })).not.toHaveAttribute('aria-current', 'page');
    for (const name of ['Hjem', 'Om os', 'Forløbet', 'Galleri', 'Services', 'Kontakt']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Få et tilbud' })).toHaveAttribute(
      'href',
      '/fa-tilbud/',
    );

    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() =>
        header
          .locator('div')
          .first()
          .evaluate((el) => getComputedStyle(el).boxShadow),
      )
      .not.toBe('none');
  });

  test('the header gets its shadow when the page is scrolled by keyboard, and at once on a page reloaded mid-page', async ({
    page,
  }) => {
    await page.goto('/om-os/');
    await expectNoReact(page);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    // The page is given focus by a click on its heading first, as a visitor's page has it once touched
    // (the engines' back to top does the same: a just-started Chromium's first key was lost once a run).
    await page.locator('main h1').click();
    await scrollByKey(page, 'PageDown');
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await scrollByKey(page, 'Home');
    await expect(header).not.toHaveAttribute('data-scrolled');

    // Opened already scrolled (a reload mid-page): the shadow is there at once.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    await page.reload();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  test('the footer shows the company details, privacy and back-to-top links, and its navigation starts at the top of the new page', async ({
    page,
  }) => {
    await page.goto('/');
    await expectNoReact(page);
    const footer = page.getByRole('contentinfo');
    for (const text of [
      'Strandvejen 24',
      '3250 Gilleleje',
      '12 34 56 78',
      'kontakt@nordkystbyg.dk',
      '09:00 - 16:00',
      '12345674',
    ]) {
      await expect(footer, text).toContainText(text);
    }
    await expect(footer.getByRole('link', { name: 'Privatlivspolitik' })).toHaveAttribute(
      'href',
      '/privatlivspolitik/',
    );
    await expect(footer.getByRole('link', { name: 'Tilbage til toppen' })).toHaveAttribute('href', '#top');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Forløbet' }).click();
    await expect(page).toHaveURL('/hvad-du-kan-forvente/');
    await expect(page.locator('h1')).toHaveText('Hvad du kan forvente');
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expectNoReact(page);
  });

  test('the menu opens and closes with its button, Escape and a link click, and works by keyboard alone', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('data-open', 'false');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('data-open', 'true');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /Få dit gratis tilbud/ })).toContainText(
      'Kun 2 minutter - ingen forpligtelser',
    );
    await expect(panel.getByRole('link', { name: /^Ring/ })).toHaveAttribute('href', 'tel:+4512345678');
    await expect(panel.getByRole('link', { name: 'Send besked' })).toHaveAttribute('href', '/kontakt/');
    await expect(panel.getByRole('link', { name: 'Hjem' })).toBeFocused();
    for (const name of ['Hjem', 'Om os', 'Forløbet', 'Galleri', 'Services', 'Kontakt'])
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Om os' }).click();
    await expect(page).toHaveURL('/om-os/');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('data-open', 'false');

    // By keyboard alone, on the next page.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const mobileMenu = page.getByRole('navigation', { name: 'Mobilmenu' });
    await expect(mobileMenu.getByRole('link', { name: 'Hjem' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(mobileMenu.getByRole('link', { name: 'Forløbet' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/hvad-du-kan-forvente/');
  });

  test('the back-to-top button shows only while scrolling upward more than 100 px down, and works by keyboard alone and by pointer', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: 'Tilbage til toppen' });
    await expect(button).toBeHidden();
    // By keyboard alone first, from a page not yet touched: Shift+Tab starts from its end.
    await scrollByKey(page, 'End');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await expect(button).toBeHidden();
    await scrollByKey(page, 'PageUp');
    await expect(button).toBeVisible();
    // The last two controls of the page are the back-to-top and the floating quote buttons.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('banner')).toBeFocused();

    // By pointer.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, -300);
    await expect(button).toBeVisible();
    await expect(button.getByText('Top', { exact: true })).toBeVisible();
    await expect(button.getByText('Tilbage til toppen')).toBeHidden();
    await page.mouse.wheel(0, 200);
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, -200);
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('banner')).toBeFocused();
  });
});

test.describe('mobile, on a form page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is the same menu where React hydrates the page: it opens at once and stays open', async ({
    page,
  }) => {
    await page.goto('/kontakt/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const panel = page.getByRole('navigation', { name: 'Mobilmenu' });
    await toggle.click();
    await expect(panel).toBeVisible();
    // The tap also started React's hydration, which leaves the site script's menu as it is.
    await waitForHydration(page);
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('data-open', 'true');
    await expect(panel.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('data-open', 'false');
    await expect(toggle).toBeFocused();
  });
});

test('links are page loads that Speculation Rules fetch on hover, ahead of the click', async ({ page }) => {
  await page.goto('/');
  await expectNoReact(page);
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
  expect(rules.prerender?.[0]?.where).toEqual({ href_matches: '/*' });
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Om os' });
  const fetched: string[] = [];
  page.context().on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await link.hover();
  // Chromium starts the speculation once the pointer has rested on the link: nothing else requests it.
  await expect.poll(() => fetched).toContain('/om-os/');
  await link.click();
  await expect(page).toHaveURL('/om-os/');
  await expect(page.locator('h1')).toHaveText('Om Nordkyst Byg');
  await expectNoReact(page);
});
