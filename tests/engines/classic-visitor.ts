// A Visitor over W3C WebDriver (HTTP), as WebKitWebDriver speaks it: one session, one window.
import {
  clickActions,
  keyActions,
  loaded,
  navigated,
  type PageFunction,
  recordProblems,
  typeActions,
  type Visitor,
  wheelActions,
} from './visitor.ts';

/** The key W3C WebDriver names an element reference with. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export async function classicVisitor(
  driverUrl: string,
  siteUrl: string,
  capabilities: object,
): Promise<Visitor> {
  const call = async <T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
    const response = await fetch(`${driverUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok)
      throw new Error(`WebDriver ${method} ${path}: ${answer.value.error} ${answer.value.message ?? ''}`);
    return answer.value;
  };
  // Navigation returns at once ('none'): `goto` waits for the load itself, `open` only for the new page.
  // A page function may take as long as a test may (the gallery's walk took over WebDriver's default
  // 30 s on two busy cores).
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: { ...capabilities, pageLoadStrategy: 'none', timeouts: { script: 60_000 } },
    },
  });
  const session = `/session/${sessionId}`;
  const run = <T>(fn: PageFunction<T>, ...args: unknown[]) =>
    // WebDriver awaits a returned promise.
    call<T>('POST', `${session}/execute/sync`, { script: `return (${fn}).apply(null, arguments)`, args });
  let watching = false;
  const visit = async (path: string, until: 'loading' | 'complete') => {
    const url = new URL(path, siteUrl).href;
    await navigated(run, () => call('POST', `${session}/url`, { url }));
    // No preload script in classic WebDriver: the recorder goes in as soon as the page is the window's.
    if (watching) await run(recordProblems);
    if (until === 'complete') await loaded(run);
  };
  return {
    engine: 'webkit',
    async goto(path) {
      await visit(path, 'complete');
    },
    async open(path) {
      await visit(path, 'loading');
    },
    run,
    async clickAt(x, y) {
      await call('POST', `${session}/actions`, { actions: clickActions(x, y) });
    },
    async press(key) {
      await call('POST', `${session}/actions`, { actions: keyActions(key) });
    },
    async type(text) {
      await call('POST', `${session}/actions`, { actions: typeActions(text) });
    },
    async setFiles(selector, paths) {
      const element = await call<Record<string, string>>('POST', `${session}/element`, {
        using: 'css selector',
        value: selector,
      });
      // A file input takes its files as newline-separated paths.
      await call('POST', `${session}/element/${element[ELEMENT]}/value`, { text: paths.join('\n') });
    },
    async wheel(x, y, deltaY) {
      await call('POST', `${session}/actions`, { actions: wheelActions(x, y, deltaY) });
    },
    async resize(width, height) {
      // The window's outer size: the content area is what the specs care about, so grow it to fit.
      await call('POST', `${session}/window/rect`, { width, height });
      const [innerWidth, innerHeight] = await run(() => [window.innerWidth, window.innerHeight]);
      await call('POST', `${session}/window/rect`, {
        width: width + Math.max(0, width - innerWidth),
        height: height + Math.max(0, height - innerHeight),
      });
    },
    async watchProblems() {
      watching = true;
    },
    async close() {
      // A driver that stopped answering is stopped with its processes all the same.
      await call('DELETE', session, undefined, AbortSignal.timeout(5000)).catch(() => undefined);
    },
  };
}
