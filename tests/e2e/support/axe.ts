import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core minified: the unminified file is more than twice the size to parse. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe with the WCAG 2.2 AA rules, run in the page itself, within `include` (a selector) when given; only
 * violations are reported whole. Its source goes into each frame once per document: @axe-core/playwright
 * evaluated it twice a run (0.2–0.4 s each on a busy machine), so four times for a page checked at two
 * widths, and in its default mode opened a blank page after every run to merge the frames' results
 * (about 1 s more a page; docs/decisions/039-test-command-on-two-cores.md). Frames get axe too, so its
 * own messaging checks them, as the library's legacy mode did.
 */
export async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const inject = async () => {
      if (!(await frame.evaluate('typeof axe === "object"'))) await frame.evaluate(axeSource);
    };
    // A frame that went away meanwhile has nothing left to check; the page itself must take axe.
    await (frame === page.mainFrame() ? inject() : inject().catch(() => undefined));
  }
  return page.evaluate(
    ([selector, tags]) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(
        selector ? { include: [[selector]] } : document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    [include, wcag22aa] as const,
  );
}

/** The violations axe finds (within `include` when given), one line each: the rule and the elements it names. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const results = await runAxe(page, include);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The violations axe finds in the page's form (once it is ready), one line each. */
export function formViolations(page: Page): Promise<string[]> {
  return axeViolations(page, 'form[data-ready]');
}
