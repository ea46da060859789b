// The behaviour specs' `visitor`: the same spec runs in each project's engine (engines.config.ts).
import { type Browser, test as base } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { type RunningBrowser, startFirefox, startWebKit } from './launch.ts';
import { playwrightVisitor } from './playwright-visitor.ts';
import type { Engine, Key, PageFunction, Visitor } from './visitor.ts';

export interface Screen {
  width: number;
  height: number;
}

type Remote = { chromium: Browser } | { driven: RunningBrowser };

export const test = base.extend<{ visitor: Visitor }, { engine: Engine; size: Screen; remote: Remote }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  size: [
    { width: 1280, height: 900 },
    { option: true, scope: 'worker' },
  ],
  // One browser per worker, as starting one takes seconds. Chromium gives each test a fresh context;
  // WebKit's driver holds one session, so there each test opens its page in the same window.
  remote: [
    async ({ engine, playwright }, use, workerInfo) => {
      const siteUrl = String(workerInfo.project.use.baseURL);
      if (engine === 'chromium') {
        const chromium = await playwright.chromium.launch({
          executablePath: chromiumPath,
          args: chromiumFlags,
        });
        await use({ chromium });
        await chromium.close();
        return;
      }
      const driven = engine === 'webkit' ? await startWebKit(siteUrl) : await startFirefox(siteUrl);
      await use({ driven });
      await driven.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  visitor: async ({ size, remote, baseURL }, use) => {
    if ('chromium' in remote) {
      const context = await remote.chromium.newContext({ baseURL, viewport: size });
      await use(playwrightVisitor(await context.newPage()));
      await context.close();
      return;
    }
    await remote.driven.visitor.resize(size.width, size.height);
    await use(remote.driven.visitor);
  },
});

export { expect } from '@playwright/test';

/** Polls a page condition until it holds (a spec's wait, never a fixed sleep). */
export async function waitFor<T>(
  visitor: Visitor,
  fn: PageFunction<T>,
  what: string,
  timeoutMs = 7_000,
  ...args: unknown[]
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await visitor.run(fn, ...args);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} in ${visitor.engine}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Presses a key that scrolls the page and waits until that scroll has ended: a key pressed while a
 * smooth scroll glides moves the glide's target instead of starting from where the page is. Where the
 * engine has no `scrollend` event, the end is the page standing still for ten frames.
 */
export async function scrollByKey(visitor: Visitor, key: Key): Promise<void> {
  await visitor.run(() => {
    const page = window as unknown as { scrollEnded?: boolean };
    page.scrollEnded = false;
    if (Reflect.has(window, 'onscrollend'))
      addEventListener(
        'scrollend',
        () => {
          page.scrollEnded = true;
        },
        { once: true },
      );
  });
  await visitor.press(key);
  await waitFor(
    visitor,
    () =>
      new Promise<boolean>((resolve) => {
        if (Reflect.has(window, 'onscrollend')) {
          resolve((window as unknown as { scrollEnded?: boolean }).scrollEnded === true);
          return;
        }
        const start = window.scrollY;
        let still = 0;
        const frame = () => {
          if (window.scrollY !== start) resolve(false);
          else if (++still >= 10) resolve(true);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    `the scroll by ${key}`,
  );
}
