// How the browser tests and the benches start Chromium (Debian's, found by scripts/ensure-chromium.ts).
export { chromiumPath } from '../scripts/ensure-chromium.ts';

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
