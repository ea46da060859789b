import type { Page } from '@playwright/test';

// Browser-side code is passed as a string: this package type-checks for Node, without the DOM library.
const recordViolations = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline'));
  });
`;

/**
 * Watches the page's Content-Security-Policy from its next load on: the violations it reports to the page
 * and those Chromium reports on the console, read when the returned function is called.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript({ content: recordViolations });
  return async () => [...((await page.evaluate('window.cspViolations')) as string[]), ...reported];
}
