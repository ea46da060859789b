// A visitor's browser sends only what the visitor asked for (issue 42, point 6; decision 048): a page
// loads itself and its pictures, and nothing else, however long it stays open and whatever the visitor
// does on it short of sending a form or opening an embed. In particular no page calls a function to keep
// the server awake: the old keep-alive pinged the functions 2 s after load and again on activity.
import { type BrowserContext, expect, type Request, test } from '@playwright/test';
import { waitForPageScripts } from './support/hydration.ts';
import { everyPath } from './support/pages.ts';

/** The pictures' host: the local Content Lake's image server (Sanity's image CDN in production). */
const imageOrigin = new URL(
  process.env.SANITY_API_HOST ?? `http://127.0.0.1:${process.env.CONTENT_PORT ?? 3400}`,
).origin;

/**
 * Resolves once no request of the context has been open for `quietMs` (real time, not the page's clock):
 * what a page's timers start on the moved clock (a dynamic import, then a call) has been sent by then.
 */
function networkQuiet(context: BrowserContext, quietMs = 500): Promise<void> {
  const open = new Set<Request>();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (open.size === 0) timer = setTimeout(done, quietMs);
    };
    const started = (request: Request) => {
      open.add(request);
      settle();
    };
    const ended = (request: Request) => {
      open.delete(request);
      settle();
    };
    function done() {
      context.off('request', started);
      context.off('requestfinished', ended);
      context.off('requestfailed', ended);
      resolve();
    }
    context.on('request', started);
    context.on('requestfinished', ended);
    context.on('requestfailed', ended);
    settle();
  });
}

for (const path of everyPath) {
  test(`${path} sends no request the visitor did not ask for`, async ({ page, context, baseURL }) => {
    const asked = new Set([new URL(baseURL ?? '').origin, imageOrigin]);
    const unasked: string[] = [];
    const note = (request: Request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && !asked.has(url.origin))
        unasked.push(`${request.method()} ${request.url()}`);
    };
    context.on('request', note);
    // The page's timers run on a clock the test moves, so hours pass in an instant.
    await page.clock.install();
    await page.goto(path);
    await waitForPageScripts(page);
    await networkQuiet(context);
    // The old keep-alive's first check came 2 s after load.
    await page.clock.runFor(2_500);
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
    context.off('request', note);
    expect(unasked).toEqual([]);
  });
}
