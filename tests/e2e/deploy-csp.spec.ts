// Each page's own Content-Security-Policy (in a <meta> element) is enforced. That nothing a visitor does
// trips it is checked where they do it: every page's load, scroll and keys in site-page-load.spec.ts, the
// embeds in site-embeds.spec.ts (one on a page reached by a link), a chosen photo in forms-quote.spec.ts.
import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp.ts';

test('a page’s own policy is enforced: a script it does not name does not run', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/om-os/');
  await page.evaluate(`(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  })()`);
  expect(await page.evaluate('window.injected === true')).toBe(false);
  expect(await violations()).toContainEqual('script-src-elem blocked inline');
});
