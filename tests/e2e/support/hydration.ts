import { expect, type Page } from '@playwright/test';

/** Resolves once React has hydrated the page (its root element carries React's internal keys). */
export async function waitForHydration(page: Page): Promise<void> {
  // Polled with page.evaluate: waitForFunction evals a string predicate inside the page, which the
  // site's Content-Security-Policy (no 'unsafe-eval') refuses.
  await expect
    .poll(() =>
      page.evaluate(
        "Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__react'))",
      ),
    )
    .toBe(true);
}
