// The browser tests and benches need Chromium; Playwright cannot download its own here, so we use
// Debian's: the headless shell for the tests, the whole browser for the benches (tests/chromium.ts).
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from '@nordkyst/debian-packages';
import { browserPath, chromiumPath } from '../tests/chromium.ts';

/** Debian's package `name` when nothing is at `path`, which the variable `setting` changes. */
function ensureDebianChromium(name: string, path: string, setting: string): boolean {
  return ensureDebianPackages({
    what: 'Chromium',
    packages: [name],
    present: () => existsSync(path),
    missing: `Chromium not found at ${path}: install Debian's "${name}" package (sudo apt-get install ${name}) or set ${setting}.`,
  });
}

/** The tests' Chromium: Debian's headless shell (its package brings Chromium's common files and fonts). */
export const ensureChromium = () =>
  ensureDebianChromium('chromium-headless-shell', chromiumPath, 'CHROMIUM_PATH');

/** The benches' Chromium: the whole browser, whose figures are the visitors'. */
export const ensureBrowser = () => ensureDebianChromium('chromium', browserPath, 'CHROMIUM_BROWSER_PATH');

if (import.meta.main) process.exit(ensureChromium() ? 0 : 1);
