// How the browser tests and the benches start Chromium: Debian's, as Playwright cannot download its own
// here (scripts/ensure-chromium.ts installs it when missing).

/**
 * The tests' Chromium: Debian's headless shell, Chromium's engine without the desktop browser's display
 * compositor and GPU process, which Playwright also runs headless by default. On this machine it ran the
 * page-load spec in 72 s against 103 s, with 39 % less CPU (docs/decisions/064-chromium-headless-shell.md).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The whole browser, for the benches: Lighthouse's figures are those of the browser visitors run. */
export const browserPath = process.env.CHROMIUM_BROWSER_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers run as root), and no background traffic that would disturb a test or a measurement. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
