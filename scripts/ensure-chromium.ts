// The browser tests and benches need Chromium; Playwright cannot download its own here, so we use
// Debian's: the headless shell for the tests, the whole browser for the benches (tests/chromium.ts).
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from '@nordkyst/debian-packages';
import { browserPath, chromiumPath } from '../tests/chromium.ts';

/** The tests' Chromium: Debian's headless shell (its package brings Chromium's common files and fonts). */
export function ensureChromium(): boolean {
  return ensureDebianPackages({
    what: 'Chromium',
    packages: ['chromium-headless-shell'],
    present: () => existsSync(chromiumPath),
    missing: `Chromium's headless shell not found at ${chromiumPath}: install Debian's "chromium-headless-shell" package (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`,
  });
}

/** The benches' Chromium: the whole browser, whose figures are the visitors'. */
export function ensureBrowser(): boolean {
  return ensureDebianPackages({
    what: 'Chromium',
    packages: ['chromium'],
    present: () => existsSync(browserPath),
    missing: `Chromium not found at ${browserPath}: install Debian's "chromium" package (sudo apt-get install chromium) or set CHROMIUM_BROWSER_PATH.`,
  });
}

if (import.meta.main) process.exit(ensureChromium() ? 0 : 1);
