// Loads every route once, untimed, on each server and in each screen Lighthouse emulates, in the Chromium
// Lighthouse then drives: the content server transforms each image size once (its disk cache keeps them)
// and Chromium is warm, so the first measured page pays for neither. The same pass proves the
// client-rendered shell really renders each route: it must end up with the prerendered page's <h1>.
import { type Browser, chromium, type Page } from '@playwright/test';
import * as constants from 'lighthouse/core/config/constants.js';
import { pageHydrates, waitForSiteScript } from '../e2e/support/hydration.ts';
import { routeDataPath } from './spa-shell-server.ts';

export type Screen = keyof typeof constants.screenEmulationMetrics;

/** Cold image transforms on a shared two-core machine can be slow; this only bounds a hang. */
const loadTimeoutMs = 120_000;

async function openPage(browser: Browser, screen: Screen): Promise<Page> {
  // Lighthouse's own presets, so the warm-up asks for the image sizes the measured runs will ask for
  // (typed as possibly undefined, which these constants never are).
  const { width, height, deviceScaleFactor, mobile } = constants.screenEmulationMetrics[
    screen
  ] as NonNullable<(typeof constants.screenEmulationMetrics)[Screen]>;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: mobile,
    userAgent: constants.userAgents[screen],
  });
  return context.newPage();
}

/**
 * Loads the page and every image on it at the emulated viewport: pictures waiting to come near are loaded
 * as the site script loads them for printing, and lazy images are switched to eager, which starts their
 * loads at the sizes the layout picks (growing the viewport instead would resize a full-height hero and
 * ask for sizes no run uses).
 */
async function loadFully(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle', timeout: loadTimeoutMs });
  await waitForSiteScript(page);
  const pending = await page.evaluate(async (timeoutMs) => {
    window.dispatchEvent(new Event('beforeprint'));
    const images = Array.from(document.images).filter((img) => img.getClientRects().length > 0);
    for (const img of images) img.loading = 'eager';
    const loads = Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await Promise.race([loads, new Promise((timeUp) => setTimeout(timeUp, timeoutMs))]);
    return images.filter((img) => !img.complete).map((img) => img.currentSrc || img.src);
  }, loadTimeoutMs);
  if (pending.length) throw new Error(`${url}: images did not load: ${pending.join(', ')}`);
}

async function firstHeading(page: Page): Promise<string> {
  return (await page.locator('h1').first().textContent({ timeout: 10_000 }))?.trim() ?? '';
}

/** Waits until the page shows the heading; otherwise fails with what it shows instead. */
async function expectHeading(page: Page, url: string, heading: string): Promise<void> {
  const shown = await page
    .waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, heading, {
      timeout: 15_000,
    })
    .then(
      () => heading,
      () => firstHeading(page).catch(() => '(no <h1>)'),
    );
  if (shown !== heading)
    throw new Error(
      `The client-rendered shell does not render ${url}: its <h1> is "${shown}", the prerendered page's is ` +
        `"${heading}". Measuring it would report the shell's fallback, not the route, so the bench stops here.`,
    );
}

/**
 * Warms both servers up on every route and given screen; throws when the shell server (if any) does not end up
 * showing the prerendered page's <h1>. Logs one line per route. Returns the routes whose shell fetched a
 * data file to render (those with a loader of their own), which every measured shell run must fetch too,
 * and the form pages, which have no shell to compare.
 */
export async function warmUp(
  chromePort: number,
  routes: string[],
  origins: { prerendered: string; spa?: string },
  screens: readonly Screen[],
): Promise<{ dataRoutes: Set<string>; formRoutes: Set<string> }> {
  const dataRoutes = new Set<string>();
  const formRoutes = new Set<string>();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    for (const route of routes) {
      let heading = '';
      for (const screen of screens) {
        const page = await openPage(browser, screen);
        try {
          await loadFully(page, `${origins.prerendered}${route}`);
          heading = await firstHeading(page);
          // A form page's layout follows its route's handle (its scripts, its toaster), which the shell,
          // built for /, cannot: React's hydration of the shell fails there (error #418), so it is not a
          // client-rendered form page and is not measured as one.
          if (await pageHydrates(page)) formRoutes.add(route);
          if (!origins.spa || formRoutes.has(route)) continue;
          const spaUrl = `${origins.spa}${route}`;
          const dataUrl = `${origins.spa}${routeDataPath(route)}`;
          page.on('requestfinished', (request) => {
            if (request.url() === dataUrl) dataRoutes.add(route);
          });
          await loadFully(page, spaUrl);
          await expectHeading(page, spaUrl, heading);
        } finally {
          await page.context().close();
        }
      }
      const shell = formRoutes.has(route)
        ? ', a form page: no client-rendered shell to compare'
        : ', same in the client-rendered shell';
      console.log(`warm-up ${route.padEnd(32)} <h1> "${heading}"${origins.spa ? shell : ''}`);
    }
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher and Lighthouse runs in it next.
    await browser.close();
  }
  return { dataRoutes, formRoutes };
}
