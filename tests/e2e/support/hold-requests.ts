import type { Page, Request } from '@playwright/test';

/**
 * Holds the page's requests to matching URLs (those `which` picks, all by default) until `release` is
 * called; they then go on to the page's other routes or the network.
 */
export async function hold(
  page: Page,
  url: string | RegExp,
  which: (request: Request) => boolean = () => true,
): Promise<{ release(): void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (which(route.request())) await held;
    await route.fallback();
  });
  return { release };
}
