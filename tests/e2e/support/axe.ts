import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core minified (the version @axe-core/playwright takes): AxeBuilder evaluates its source twice a run
 * in a new page, and its own choice, the unminified file, is more than twice the size to parse.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe with the WCAG 2.2 AA rules, run in the page itself. The default mode opens a blank page after
 * every run to merge the frames' results, which made a run 2-3 times as slow (about 1 s more a page);
 * the site's pages have no frames until the visitor allows an embed. Only violations are reported whole
 * (the options first: `withTags` adds to them, `options` replaces them).
 */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
}

/** The violations axe finds in the page's form (once it is ready), one line each. */
export function formViolations(page: Page): Promise<string[]> {
  return axeViolations(wcagAxe(page).include('form[data-ready]'));
}

/** The violations axe finds, one line each: the rule and the elements it names. */
export async function axeViolations(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
