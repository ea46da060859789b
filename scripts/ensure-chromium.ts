// The browser tests need a Chromium; Playwright cannot download its own here, so we use Debian's.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/chromium.ts';

export function ensureChromium(): boolean {
  if (existsSync(chromiumPath)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium is missing: installing Debian's chromium (brings fonts-liberation)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    return existsSync(chromiumPath);
  }
  console.error(
    `Chromium not found at ${chromiumPath}: install Debian's "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}

if (import.meta.main) process.exit(ensureChromium() ? 0 : 1);
