// How the browser tests and the benches start Chromium: Debian's, as Playwright cannot download its own
// here (scripts/ensure-chromium.ts installs it when missing).

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
