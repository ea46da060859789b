// The production headers, applied by the local host from the build's `_headers`, and each page's own
// Content-Security-Policy, which it carries in a <meta> element: every page has both, and nothing a page
// does (lazy sections, consent embeds, forms, links between pages, Speculation Rules) trips
// its Content-Security-Policy. Every page also loads and hydrates with a clean console, a page without a
// form loads no React, and no other page's script names the unlisted job application.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, type Response, test } from '@playwright/test';
import { expectNoReact, waitForPageScripts } from './support/hydration.ts';
import { formPaths } from './support/pages.ts';
import { png } from './support/sample-files.ts';

// The folder the local host serves (HOST_ROOT, as packages/local-host reads it), for its sitemap.
const buildDir = resolve(import.meta.dirname, '..', process.env.HOST_ROOT ?? '../apps/web/build/client');
const sitemap = readFileSync(resolve(buildDir, 'sitemap.xml'), 'utf8');
const publicRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
const thirdParty = /facebook\.com|facebook\.net|google\.com/;

// Browser-side code is passed as strings: this package type-checks for Node, without the DOM library.
const recordViolations = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline'));
  });
`;

/** Collects CSP violations from the page's event and from Chromium's console report of them. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript({ content: recordViolations });
  return async () => [...((await page.evaluate('window.cspViolations')) as string[]), ...reported];
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

test('the public routes list is read from the build', () => {
  expect(publicRoutes).toContain('/');
  expect(publicRoutes).toContain('/kontakt/');
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

// One page load per route checks all that a visitor's load of it must not do.
for (const route of [...publicRoutes, '/moldova-ansogning', '/findes-ikke/']) {
  test(`${route} is served with the security headers, loads without a CSP violation, console error or hydration warning, links the one stylesheet, and without a form ships no React`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const problems = watchConsole(page, route);
    const scripts = watchScripts(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/findes-ikke/' ? 404 : 200);
    const headers = response?.headers() ?? {};
    // Who may frame the page: the one part of the policy a <meta> element cannot carry.
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
    // The rest is the page's own, right after the charset, so it governs everything that follows.
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
    await scrollThrough(page);
    // The site script runs from the site's origin; a form page's hydration runs after the load event,
    // from a module script the policy allows by its hash, as it allows the Speculation Rules.
    await waitForPageScripts(page);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))');
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    if (!formPaths.includes(route)) {
      // A page without a form ships no React: its one script is the site script, scrolled and tabbed.
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle');
      await expectNoReact(page);
    }
    if (route === '/moldova-ansogning') return;
    // The unlisted job application is named by no script another page loads.
    const inline = await page.locator('script:not([src])').allTextContents();
    const texts = [...inline, ...(await scripts())];
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/moldova|job-application/i);
  });
}

test('a page’s own policy is enforced: a script it does not name does not run', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/om-os/');
  await page.evaluate(`(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  })()`);
  expect(await page.evaluate('window.injected === true')).toBe(false);
  expect(await violations()).toContainEqual('script-src-elem blocked inline');
});

test('the consent embeds load under the policy of their page', async ({ page }) => {
  await page.route(thirdParty, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
  );
  const violations = await watchCsp(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Vis Facebook-opslag' }).click();
  await expect(page.locator('iframe[title*="Facebook"]')).toBeVisible();
  await page.goto('/kontakt/');
  await page.getByRole('button', { name: 'Vis kort' }).click();
  await expect(page.locator('iframe[title^="Kort over"]')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an embed on a page reached by a link loads without a CSP violation', async ({ page }) => {
  await page.route(thirdParty, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
  );
  const violations = await watchCsp(page);
  await page.goto('/om-os/');
  await page.getByRole('navigation').first().getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(/\/kontakt\/$/);
  await page.getByRole('button', { name: 'Vis kort' }).click();
  await expect(page.locator('iframe[title^="Kort over"]')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a photo chosen in the quote form is previewed and scaled under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/fa-tilbud/');
  // Chosen once the form is live, as after a file dialog (a choice made earlier: site-loading.spec.ts).
  await waitForPageScripts(page);
  // A 1×1 PNG: previewed from a blob: URL and scaled in browser-image-compression's blob: worker.
  await page.locator('input[type="file"]').setInputFiles(png('foto.png'));
  const chosen = page.getByRole('list', { name: 'Valgte filer' });
  await expect(chosen).toContainText('foto.png');
  await expect(chosen.locator('img[src^="blob:"]')).toHaveCount(1);
  expect(await violations()).toEqual([]);
});
