// A Visitor over W3C WebDriver (HTTP), as WebKitWebDriver speaks it: one session, one window.
import {
  clickActions,
  keyActions,
  type PageFunction,
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
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${driverUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok)
      throw new Error(`WebDriver ${method} ${path}: ${answer.value.error} ${answer.value.message ?? ''}`);
    return answer.value;
  };
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: { alwaysMatch: capabilities },
  });
  const session = `/session/${sessionId}`;
  const run = <T>(fn: PageFunction<T>, ...args: unknown[]) =>
    // WebDriver awaits a returned promise.
    call<T>('POST', `${session}/execute/sync`, { script: `return (${fn}).apply(null, arguments)`, args });
  return {
    engine: 'webkit',
    async goto(path) {
      await call('POST', `${session}/url`, { url: new URL(path, siteUrl).href });
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
    async close() {
      await call('DELETE', session).catch(() => undefined);
    },
  };
}
