// A Visitor over a Playwright page: Chromium, as the rest of the browser tests drive it.
import type { Page } from '@playwright/test';
import { type PageFunction, recordProblems, type Visitor } from './visitor.ts';

export function playwrightVisitor(page: Page): Visitor {
  return {
    engine: 'chromium',
    async goto(path) {
      await page.goto(path);
    },
    async open(path) {
      await page.goto(path, { waitUntil: 'commit' });
    },
    run<T>(fn: PageFunction<T>, ...args: unknown[]) {
      // An expression, evaluated by the DevTools protocol as the other engines' drivers do: outside
      // the page's Content-Security-Policy, which forbids eval.
      return page.evaluate(`(${fn}).apply(null, ${JSON.stringify(args)})`) as Promise<T>;
    },
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async setFiles(selector, paths) {
      await page.setInputFiles(selector, paths);
    },
    async wheel(x, y, deltaY) {
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, deltaY);
    },
    async resize(width, height) {
      await page.setViewportSize({ width, height });
    },
    async watchProblems() {
      await page.addInitScript(recordProblems);
    },
    async close() {},
  };
}
