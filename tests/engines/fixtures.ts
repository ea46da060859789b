// The behaviour specs' `visitor`: the same spec runs in each project's engine (engines.config.ts).
import { test as base } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { startFirefox, startWebKit } from './launch.ts';
import { playwrightVisitor } from './playwright-visitor.ts';
import type { Engine, PageFunction, Visitor } from './visitor.ts';

export interface Screen {
  width: number;
  height: number;
}

export const test = base.extend<{ visitor: Visitor }, { engine: Engine; size: Screen; remote: Visitor }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  size: [
    { width: 1280, height: 900 },
    { option: true, scope: 'worker' },
  ],
  // One browser and one page per worker, in every engine: starting a browser takes seconds, WebKit's
  // driver holds one session (one window), and a fresh Chromium page per test cost its renderer's start
  // and a cold cache each time (1-2 s a test on two busy cores), which a visitor's next page never pays.
  remote: [
    async ({ engine, playwright }, use, workerInfo) => {
      const siteUrl = String(workerInfo.project.use.baseURL);
      if (engine === 'chromium') {
        const chromium = await playwright.chromium.launch({
          executablePath: chromiumPath,
          args: chromiumFlags,
        });
        const context = await chromium.newContext({ baseURL: siteUrl });
        await use(playwrightVisitor(await context.newPage()));
        await chromium.close();
        return;
      }
      const driven = engine === 'webkit' ? await startWebKit(siteUrl) : await startFirefox(siteUrl);
      await use(driven.visitor);
      await driven.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  visitor: async ({ size, remote }, use) => {
    await remote.resize(size.width, size.height);
    await use(remote);
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

/** Waits until the page shows the text (a toast after sending a form: its request takes a while). */
export async function waitForText(visitor: Visitor, text: string, timeoutMs = 30_000): Promise<void> {
  await waitFor(
    visitor,
    (wanted: string) => document.body.textContent?.includes(wanted) === true,
    `"${text}"`,
    timeoutMs,
    text,
  );
}

/**
 * Clicks the first element the CSS selector finds (whose text is `text`, when given), brought into view
 * first: at its centre, or `fromLeft` px in from its left edge (a text field, where the click places the
 * caret).
 */
export async function clickElement(
  visitor: Visitor,
  selector: string,
  { text, fromLeft }: { text?: string; fromLeft?: number } = {},
): Promise<void> {
  const point = await visitor.run(
    (target: string, wanted: string | null, inset: number | null) => {
      const element = Array.from(document.querySelectorAll(target)).find(
        (candidate) => wanted === null || candidate.textContent?.trim() === wanted,
      );
      element?.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element?.getBoundingClientRect();
      if (!box) return undefined;
      const x = inset === null ? box.width / 2 : Math.min(inset, box.width / 2);
      return { x: box.x + x, y: box.y + box.height / 2 };
    },
    selector,
    text ?? null,
    fromLeft ?? null,
  );
  if (!point) throw new Error(`No element matches ${selector} ${text ?? ''} in ${visitor.engine}`);
  await visitor.clickAt(point.x, point.y);
}

/** Clicks into the field the CSS selector finds and types the text, as a visitor fills it in. */
export async function fillField(visitor: Visitor, selector: string, text: string): Promise<void> {
  await clickElement(visitor, selector, { fromLeft: 20 });
  await visitor.type(text);
}

/** Clicks the button whose text is `name`, at its centre, brought into view first. */
export function clickButton(visitor: Visitor, name: string): Promise<void> {
  return clickElement(visitor, 'button', { text: name });
}
