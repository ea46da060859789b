// The behaviour specs' `visitor`: the same spec runs in each project's engine (engines.config.ts).
import { test as base, chromium, expect } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { type LaunchOptions, type RunningBrowser, startFirefox, startWebKit } from './launch.ts';
import { playwrightVisitor } from './playwright-visitor.ts';
import { type Engine, type PageFunction, takeProblems, type Visitor } from './visitor.ts';

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
    async ({ engine, size }, use, workerInfo) => {
      const driven = await startBrowser(engine, size, String(workerInfo.project.use.baseURL));
      await use(driven.visitor);
      await driven.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  visitor: async ({ size, remote }, use) => {
    await useWatched(remote, size, use);
  },
});

/**
 * A browser of the engine with a page of the site open, watched for problems (`launch.proxy`: every
 * request through that proxy).
 */
export async function startBrowser(
  engine: Engine,
  size: Screen,
  siteUrl: string,
  launch: LaunchOptions = {},
): Promise<RunningBrowser> {
  if (engine === 'chromium') {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
      ...(launch.proxy ? { proxy: { server: launch.proxy } } : {}),
    });
    const context = await browser.newContext({ baseURL: siteUrl });
    const visitor = playwrightVisitor(await context.newPage());
    await visitor.watchProblems();
    return { visitor, stop: () => browser.close() };
  }
  return withFirstPage(
    () => (engine === 'webkit' ? startWebKit(siteUrl, launch) : startFirefox(siteUrl, launch)),
    size,
  );
}

/**
 * Gives a test the visitor at its size, with every page it opens read for what a visitor's console
 * would show as an error (a React hydration error included), in every engine: before the next page
 * replaces it, and at the end.
 */
export async function useWatched(
  remote: Visitor,
  size: Screen,
  use: (visitor: Visitor) => Promise<void>,
): Promise<void> {
  await remote.resize(size.width, size.height);
  const problems: string[] = [];
  const readProblems = async () => {
    const seen = await remote.run(takeProblems);
    const path = await remote.run(() => location.href);
    if (!path.startsWith('http')) return;
    const where = new URL(path);
    // Only a page that was not opened by the test goes unwatched in WebKit: one the page navigated to.
    if (!seen) problems.push(`${where.pathname}${where.search}: not watched (the page navigated by itself)`);
    else problems.push(...seen.map((problem) => `${where.pathname}: ${problem}`));
  };
  await use({
    ...remote,
    async goto(path) {
      await readProblems();
      await remote.goto(path);
    },
    async open(path) {
      await readProblems();
      await remote.open(path);
    },
  });
  await readProblems();
  expect(problems, `errors in the console of ${remote.engine}`).toEqual([]);
}

export { expect };

/**
 * A driven browser that has opened the site's first page, at the worker's size, watched like every
 * later page. A fresh WebKit session's first page twice never arrived on a busy CI machine (the first
 * test of a worker ran out of time with the page there but unwatched; never seen when idle, not in 16
 * fresh sessions under load here), so that page is opened here, before any test, and a session whose
 * first page has not loaded in 20 s is replaced once.
 */
async function withFirstPage(start: () => Promise<RunningBrowser>, size: Screen): Promise<RunningBrowser> {
  for (let attempt = 1; ; attempt++) {
    const driven = await start();
    const { visitor } = driven;
    // Where it stood when time ran out, and what the page answered then: the account of a stall.
    let step = 'sizing the window';
    let timer: NodeJS.Timeout | undefined;
    const within = <T>(work: Promise<T>, ms: number) =>
      Promise.race([
        work,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms);
        }),
      ]).finally(() => clearTimeout(timer));
    try {
      await within(
        (async () => {
          await visitor.watchProblems();
          await visitor.resize(size.width, size.height);
          step = 'opening / (until it is the page the window shows)';
          await visitor.open('/');
          step = 'waiting for the load of /';
          await waitFor(visitor, () => document.readyState === 'complete', 'the load', 20_000);
        })(),
        20_000,
      );
      return driven;
    } catch (error) {
      const page = await within(
        visitor.run(() => `${location.href} ${document.readyState}`),
        3000,
      ).catch((failure: Error) => failure.message);
      console.warn(
        `${visitor.engine}'s first page did not load in 20 s (${String(error)}) while ${step}; the page: ${page}${attempt === 1 ? '; starting the browser again' : ''}`,
      );
      await driven.stop();
      if (attempt === 2) throw error;
    }
  }
}

/** Polls a page condition until it holds (a spec's wait, never a fixed sleep). */
export async function waitFor<T>(
  visitor: Visitor,
  fn: PageFunction<T>,
  what: string,
  timeoutMs = 7_000,
  ...args: unknown[]
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await visitor.run(fn, ...args);
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} in ${visitor.engine}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the page shows the text (a toast after sending a form: its request takes a while). On a
 * timeout the error says what the page showed instead: each form's busy state and submit button, and
 * the live regions' texts.
 */
export async function waitForText(visitor: Visitor, text: string, timeoutMs = 30_000): Promise<void> {
  try {
    await waitFor(
      visitor,
      (wanted: string) => document.body.textContent?.includes(wanted) === true,
      `"${text}"`,
      timeoutMs,
      text,
    );
  } catch (error) {
    const shown = await visitor
      .run(() =>
        JSON.stringify({
          url: location.pathname,
          forms: Array.from(document.forms, (form) => ({
            busy: form.getAttribute('aria-busy'),
            submit: form.querySelector('button[type="submit"]')?.textContent?.trim(),
          })),
          live: Array.from(
            document.querySelectorAll('[role="status"], [role="alert"], [aria-live]'),
            (region) => region.textContent?.trim(),
          ).filter(Boolean),
        }),
      )
      .catch((reason: unknown) => `(the page could not be read: ${String(reason)})`);
    throw new Error(`${error instanceof Error ? error.message : String(error)}; the page showed ${shown}`, {
      cause: error,
    });
  }
}

/**
 * Clicks the first element the CSS selector finds (whose text is `text`, or starts with `startsWith`,
 * when given), brought into view first: at its centre, or `fromLeft` px in from its left edge (a text
 * field, where the click places the caret).
 */
export async function clickElement(
  visitor: Visitor,
  selector: string,
  { text, startsWith, fromLeft }: { text?: string; startsWith?: string; fromLeft?: number } = {},
): Promise<void> {
  const point = await visitor.run(
    async (target: string, wanted: string | null, prefix: string | null, inset: number | null) => {
      const element = Array.from(document.querySelectorAll(target)).find((candidate) => {
        const shown = candidate.textContent?.trim() ?? '';
        return (wanted === null || shown === wanted) && (prefix === null || shown.startsWith(prefix));
      });
      if (!element) return undefined;
      // A scroll the browser still owes can move the element after it was brought into view: Firefox
      // scrolls a field just typed in back into view a frame later (it took 3 of 8 taps on the job
      // application's date button to a <div>). So it is brought into view until two frames leave it
      // where it is.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let box = element.getBoundingClientRect();
      for (let attempt = 0; attempt < 10; attempt++) {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        box = element.getBoundingClientRect();
        await frame();
        await frame();
        const now = element.getBoundingClientRect();
        if (now.x === box.x && now.y === box.y) break;
      }
      const x = inset === null ? box.width / 2 : Math.min(inset, box.width / 2);
      // Where the press lands, for the check after the click.
      const aim: { landed?: Element } = {};
      Object.assign(window, { __aim: { target: element, aim } });
      addEventListener(
        'pointerdown',
        (event) => {
          aim.landed = event.target as Element;
        },
        { capture: true, once: true },
      );
      return { x: box.x + x, y: box.y + box.height / 2 };
    },
    selector,
    text ?? null,
    startsWith ?? null,
    fromLeft ?? null,
  );
  const named = text ?? startsWith ?? '';
  if (!point) throw new Error(`No element matches ${selector} ${named} in ${visitor.engine}`);
  await visitor.clickAt(point.x, point.y);
  // A tap must land on what it was aimed at: one that lands elsewhere means the page moved under the
  // finger (a visitor's tap would miss the same way), which is the page's fault to fix, not a retry's.
  const missed = await visitor.run(() => {
    const { __aim } = window as unknown as { __aim?: { target: Element; aim: { landed?: Element } } };
    const landed = __aim?.aim.landed;
    if (!__aim || !landed || __aim.target.contains(landed)) return undefined;
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return name(landed);
  });
  if (missed)
    throw new Error(
      `The tap aimed at ${selector} ${named} landed on ${missed} in ${visitor.engine}: the page moved under it`,
    );
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
