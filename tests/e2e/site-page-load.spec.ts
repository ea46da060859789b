// One load of every page checks all that a visitor's load of it must hold (decision 039: a page loaded to
// check one thing checks all it can):
// - the production headers (from the build's `_headers`) and the page's own Content-Security-Policy in a
//   <meta> element, which nothing the page does trips (lazy sections, images, Speculation Rules);
// - a clean console: no error, no hydration warning, no uncaught error;
// - the one stylesheet; no React on a page without one (issue 42); no script of another page naming the
//   unlisted job application;
// - WCAG 2.2 AA with axe at a phone's width as loaded and at a desktop's with everything drawn;
// - no request the visitor did not ask for, however long the page stays open and whatever the visitor
//   does on it short of sending a form or opening an embed (issue 42, point 6; decision 048): in
//   particular no call to keep the server awake (the old keep-alive pinged 2 s after load and on activity).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, type Request, type Response, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { watchCsp } from './support/csp.ts';
import { expectNoReact, waitForPageScripts } from './support/hydration.ts';
import { networkQuiet } from './support/network-quiet.ts';
import { everyPath, reactPaths } from './support/pages.ts';

// The folder the local host serves (HOST_ROOT, as packages/local-host reads it), for its sitemap.
const buildDir = resolve(import.meta.dirname, '..', process.env.HOST_ROOT ?? '../apps/web/build/client');
const sitemap = readFileSync(resolve(buildDir, 'sitemap.xml'), 'utf8');
const publicRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);

/** The pictures' host: the local Content Lake's image server (Sanity's image CDN in production). */
const imageOrigin = new URL(
  process.env.SANITY_API_HOST ?? `http://127.0.0.1:${process.env.CONTENT_PORT ?? 3400}`,
).origin;

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** Draws everything that waits to come near the viewport (the gallery's lower cards, decision 041). */
const drawEverything = `for (const element of document.querySelectorAll('*'))
  if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';`;

test('every page of the build’s sitemap is loaded here', () => {
  expect(publicRoutes).toContain('/');
  expect(publicRoutes.filter((route) => !(everyPath as readonly string[]).includes(route))).toEqual([]);
});

/** Console errors and hydration warnings (the 404 page's own 404 excepted) and uncaught errors. */
function watchConsole(page: Page, route: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const expected404 =
      route === '/findes-ikke/' && /404/.test(text) && message.location().url.endsWith(route);
    if ((message.type() === 'error' && !expected404) || /hydrat/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * The scripts the page loads from files, as they arrive; their texts are read when asked for, so that a
 * chunk arriving after the check leaves no read pending when the test ends.
 */
function watchScripts(page: Page): () => Promise<string[]> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return () => Promise.all(scripts.map((response) => response.text()));
}

/**
 * Scrolls to the bottom a screen at a time, so lazy sections and images load under the policy too. The
 * height is read again at each step: the gallery grows as its lower cards are drawn (decision 041).
 */
async function scrollThrough(page: Page): Promise<void> {
  const height = async () => Number(await page.evaluate('document.documentElement.scrollHeight'));
  for (let y = 0; y < (await height()); y += 600) {
    await page.mouse.wheel(0, 600);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(resolve))');
  }
  await page.waitForLoadState('networkidle');
}

for (const path of everyPath) {
  test(`${path}: headers and its own CSP unbroken, a clean console, one stylesheet, React only with a form, no axe violation at phone and desktop widths, no request unasked`, async ({
    page,
    context,
    baseURL,
  }) => {
    const violations = await watchCsp(page);
    const problems = watchConsole(page, path);
    const scripts = watchScripts(page);
    const asked = new Set([new URL(baseURL ?? '').origin, imageOrigin]);
    const unasked: string[] = [];
    context.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && !asked.has(url.origin))
        unasked.push(`${request.method()} ${request.url()}`);
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(phone);
    // The page's timers run on a clock the test moves, so hours pass in an instant.
    await page.clock.install();
    const response = await page.goto(path);

    // The headers, and the page's own policy right after the charset, so it governs everything after it.
    expect(response?.status()).toBe(path === '/findes-ikke/' ? 404 : 200);
    const headers = response?.headers() ?? {};
    // Who may frame the page: the one part of the policy a <meta> element cannot carry.
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(await page.evaluate('[...document.head.children].slice(0, 2).map((e) => e.outerHTML)')).toEqual([
      '<meta charset="utf-8">',
      expect.stringMatching(/^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; /),
    ]);
    const policy = await page
      .locator('head > meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    // Inline styles and scripts are allowed by hash only, the 404 page's too.
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // The site's one stylesheet: none of the owner's preview build (Visual Editing's) is linked.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute(
      'href',
      /^\/assets\/root-[\w-]+\.css$/,
    );

    // axe at the phone's width on the page as loaded, its lower cards not drawn yet (what a tool finds on
    // arrival); then the old keep-alive's first check, 2 s after load, passes.
    await waitForPageScripts(page);
    expect(await axeViolations(page), 'at 390x844').toEqual([]);
    await networkQuiet(context);
    await page.clock.runFor(2_500);

    // At the desktop's width with everything drawn, so the colours of all of it are checked too; then
    // scrolled through, so lazy sections and images load under the policy.
    await page.setViewportSize(desktop);
    await page.evaluate(drawEverything);
    expect(await axeViolations(page), 'at 1280x800').toEqual([]);
    await scrollThrough(page);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))');
    expect(await violations()).toEqual([]);
    if (!reactPaths.includes(path)) {
      // A page without a form ships no React: its one script is the site script, scrolled and tabbed.
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle');
      await expectNoReact(page);
    }
    if (path !== '/moldova-ansogning') {
      // The unlisted job application is named by no script another page loads.
      const inline = await page.locator('script:not([src])').allTextContents();
      const texts = [...inline, ...(await scripts())];
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).not.toMatch(/moldova|job-application/i);
    }

    // Activity (a click on the heading, a scroll, a key) after 30 minutes and then after 3 days, when
    // the old keep-alive checked and pinged again.
    for (const later of [31 * 60_000, 72 * 3_600_000]) {
      await page.clock.fastForward(later);
      await page.getByRole('heading', { level: 1 }).click();
      await page.mouse.wheel(0, 800);
      await page.keyboard.press('End');
      await page.clock.runFor(2_500);
      await networkQuiet(context);
    }
    expect(unasked).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  });
}
