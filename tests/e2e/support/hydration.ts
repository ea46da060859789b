import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the app has hydrated a page that hydrates (a form page, or any page of the preview
 * build): the root layout marks `<html data-hydrated>` as it announces `app:hydrated`
 * (apps/web/app/lib/hydration.ts), after every handler is attached.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Resolves once the site script (apps/web/app/site-script/main.ts), which every page loads, has connected
 * the layout's behaviours: it marks `<html data-js>` last.
 */
export async function waitForSiteScript(page: Page): Promise<void> {
  await page.locator('html[data-js]').waitFor({ state: 'attached' });
}

/**
 * Resolves once every script of the page has run: the site script, and React where the page hydrates,
 * which it does at the visitor's first interaction: here a press of Shift, which changes nothing else.
 */
export async function waitForPageScripts(page: Page): Promise<void> {
  await waitForSiteScript(page);
  if (!(await pageHydrates(page))) return;
  await page.keyboard.press('Shift');
  await waitForHydration(page);
}

/** Whether the page, as served, hydrates React (React Router's boot module, deferred by the build). */
export async function pageHydrates(page: Page): Promise<boolean> {
  return (await page.locator('script[type="text/x-deferred-module"]').count()) > 0;
}

/** The scripts (same-origin `/assets/*.js`) the page has requested so far. */
export async function requestedScripts(page: Page): Promise<string[]> {
  return (await page.evaluate(
    `performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => /^\\/assets\\/[^?]+\\.js$/.test(path))`,
  )) as string[];
}

/** The site script's bundle and the chunk it may import, as the build names them. */
export const siteScriptFile = /^\/assets\/site-script-[\w-]+\.js$/;

/**
 * The page ships no React: nothing in it hydrates, and the only script it loaded is the site script.
 * The behaviours a test then checks are the site script's own.
 */
export async function expectNoReact(page: Page): Promise<void> {
  await waitForSiteScript(page);
  expect(await pageHydrates(page)).toBe(false);
  expect(await page.evaluate('"__reactRouterContext" in window')).toBe(false);
  const scripts = await requestedScripts(page);
  expect(scripts.filter((path) => !siteScriptFile.test(path))).toEqual([]);
}
