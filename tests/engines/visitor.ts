// What a behaviour spec does in a browser, the same in every engine: Chromium through Playwright, WebKit
// through WebKitWebDriver (W3C WebDriver), Gecko through Firefox's own WebDriver BiDi. The specs are
// written once against this (docs/decisions/038-three-engines.md).

export type Engine = 'chromium' | 'webkit' | 'firefox';

/** A function run in the page: it is sent as its source, so it may use only its arguments. */
// biome-ignore lint/suspicious/noExplicitAny: the page function's arguments are whatever the spec passes.
export type PageFunction<T> = (...args: any[]) => T | Promise<T>;

export type Key =
  | 'Escape'
  | 'Enter'
  | 'Tab'
  | 'PageUp'
  | 'PageDown'
  | 'End'
  | 'Home'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight';

/** WebDriver's code points for the keys (W3C WebDriver, "keyboard actions"). */
export const webDriverKeys: Record<Key, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

export interface Visitor {
  engine: Engine;
  /** Opens a path of the site and waits for the load event. */
  goto(path: string): Promise<void>;
  /**
   * Opens a path of the site and returns as soon as the new page is the window's, parsed or not: a
   * visitor may tap what shows long before the load event.
   */
  open(path: string): Promise<void>;
  /** Runs the function in the page with the arguments (JSON values) and returns its (JSON) result. */
  run<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** A click of the primary button at the point, in the window's coordinates. */
  clickAt(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  /** Types the text, a key for each character, into what has focus. */
  type(text: string): Promise<void>;
  /** Chooses the files (paths on this machine) in the file input the CSS selector finds. */
  setFiles(selector: string, paths: string[]): Promise<void>;
  /** The wheel turned over the point by `deltaY` pixels. */
  wheel(x: number, y: number, deltaY: number): Promise<void>;
  /** The size of the window's content area in CSS pixels (WebKit's window is at least 447 wide). */
  resize(width: number, height: number): Promise<void>;
  /**
   * Runs `recordProblems` in every page the visitor opens from now on: before the page's own scripts
   * where the driver has preload scripts (Chromium, Firefox); in WebKit, whose classic WebDriver has none,
   * as soon as the new page is the window's, before `open` or `goto` returns (so before any interaction,
   * and so before React on a form page, which hydrates at the first one).
   */
  watchProblems(): Promise<void>;
  close(): Promise<void>;
}

/** The pointer actions of one click at a point, as both WebDriver protocols take them. */
export function clickActions(x: number, y: number) {
  return [
    {
      type: 'pointer',
      id: 'mouse',
      parameters: { pointerType: 'mouse' },
      actions: [
        { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ],
    },
  ];
}

export function keyActions(key: Key) {
  const value = webDriverKeys[key];
  return [
    {
      type: 'key',
      id: 'keyboard',
      actions: [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ],
    },
  ];
}

export function wheelActions(x: number, y: number, deltaY: number) {
  return [
    {
      type: 'wheel',
      id: 'wheel',
      actions: [{ type: 'scroll', x: Math.round(x), y: Math.round(y), deltaX: 0, deltaY, duration: 100 }],
    },
  ];
}

export function typeActions(text: string) {
  const actions = Array.from(text).flatMap((value) => [
    { type: 'keyDown', value },
    { type: 'keyUp', value },
  ]);
  return [{ type: 'key', id: 'keyboard', actions }];
}

/** Marks the page the window shows (a page function), so that `arrivedIn` tells the next one from it. */
export function markLeaving(): void {
  Object.defineProperty(window, '__left', { value: true });
}

/**
 * The new page's ready state once the window shows a page `markLeaving` did not mark (a page function).
 * A session's first page (about:blank) may refuse the mark, so it never counts as the new page: taken
 * for it, `goto` returned before the page it opened was there, and that page went unwatched.
 */
export function arrivedIn(): DocumentReadyState | undefined {
  return '__left' in window || location.protocol === 'about:' ? undefined : document.readyState;
}

/** Polls a page function until it returns a truthy value; a run that fails (mid-navigation) is retried. */
async function until(
  run: <T>(fn: PageFunction<T>) => Promise<T>,
  fn: PageFunction<unknown>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let failure: unknown;
  while (
    !(await run(fn).catch((error: unknown) => {
      failure = error;
    }))
  ) {
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen in ${timeoutMs / 1000} s (last: ${failure ?? 'not yet'})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Navigates with a driver that returns before the new page is there (`navigate`), and resolves once the
 * window shows the new page, parsed or not.
 */
export async function navigated(
  run: <T>(fn: PageFunction<T>) => Promise<T>,
  navigate: () => Promise<unknown>,
): Promise<void> {
  // The first page of a session (about:blank) may refuse a script; it is left all the same.
  await run(markLeaving).catch(() => undefined);
  await navigate();
  await until(run, arrivedIn, 'The new page');
}

/** Resolves once the page the window shows has loaded (its load event has fired). */
export function loaded(run: <T>(fn: PageFunction<T>) => Promise<T>): Promise<void> {
  return until(run, () => document.readyState === 'complete', 'The load');
}

/**
 * Run before a page's own scripts (a driver's preload script): keeps what a visitor's console would show
 * as an error (uncaught exceptions, failed loads, rejected promises, `console.error`, and every
 * Content-Security-Policy violation) in `window.__problems`, which `takeProblems` reads.
 */
export function recordProblems(): void {
  // A driver may run it more than once in a page (one preload per test in a shared session).
  if ('__problems' in window) return;
  const problems: string[] = [];
  Object.defineProperty(window, '__problems', { value: problems });
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    logError(...args);
  };
  // React's hydration warnings (a development build's; production reports a mismatch as an error).
  const logWarning = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/hydrat/i.test(text)) problems.push(`console.warn: ${text}`);
    logWarning(...args);
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      problems.push(
        event instanceof ErrorEvent
          ? `error: ${event.message}`
          : `failed to load: <${target?.tagName?.toLowerCase()}> ${target?.src ?? target?.href ?? ''}`,
      );
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => problems.push(`unhandled: ${event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
  );
}

/**
 * The problems recorded in the page since the last call, taken out of it (a page function): undefined
 * when `recordProblems` did not run in it.
 */
export function takeProblems(): string[] | undefined {
  return (window as unknown as { __problems?: string[] }).__problems?.splice(0);
}
