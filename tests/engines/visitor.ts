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
   * Runs `recordProblems` in every page the visitor opens from now on, before the page's own scripts.
   * Absent where the driver cannot (WebKitGTK's classic WebDriver has no preload scripts).
   */
  watchProblems?(): Promise<void>;
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

/**
 * Run before a page's own scripts (a driver's preload script): keeps what a visitor's console would show
 * as an error (uncaught exceptions, failed loads, rejected promises, `console.error`, and every
 * Content-Security-Policy violation) in `window.__problems`, which `problemsOf` reads.
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

/** The page's recorded problems (a page function): undefined when `recordProblems` did not run in it. */
export function problemsOf(): string[] | undefined {
  return (window as unknown as { __problems?: string[] }).__problems;
}
