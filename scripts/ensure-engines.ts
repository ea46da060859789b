// The engines suite needs WebKit and Firefox besides Chromium: Debian's WebKitGTK driver (with its
// MiniBrowser) on a virtual display (Xvfb), and Firefox ESR, which speaks WebDriver BiDi itself.
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from '@nordkyst/debian-packages';
import { firefoxPath, miniBrowserPath, webkitDriverPath } from '../tests/engines/launch.ts';
import { ensureChromium } from './ensure-chromium.ts';

export function ensureEngines(): boolean {
  return (
    ensureChromium() &&
    ensureDebianPackages({
      what: 'WebKit and Firefox',
      packages: ['webkit2gtk-driver', 'firefox-esr', 'xvfb'],
      present: () =>
        existsSync(webkitDriverPath) &&
        miniBrowserPath() !== undefined &&
        existsSync(firefoxPath) &&
        existsSync('/usr/bin/Xvfb'),
      missing:
        "WebKit or Firefox not found: install Debian's webkit2gtk-driver, firefox-esr and xvfb (sudo apt-get install webkit2gtk-driver firefox-esr xvfb), or set WEBKIT_DRIVER_PATH and FIREFOX_PATH.",
    })
  );
}

if (import.meta.main) process.exit(ensureEngines() ? 0 : 1);
