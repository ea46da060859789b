// The browser tests need a Chromium; Playwright cannot download its own here, so we use Debian's
// (its package brings fonts-liberation).
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from '@nordkyst/debian-packages';
import { chromiumPath } from '../tests/chromium.ts';

export function ensureChromium(): boolean {
  return ensureDebianPackages({
    what: 'Chromium',
    packages: ['chromium'],
    present: () => existsSync(chromiumPath),
    missing: `Chromium not found at ${chromiumPath}: install Debian's "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  });
}

if (import.meta.main) process.exit(ensureChromium() ? 0 : 1);
