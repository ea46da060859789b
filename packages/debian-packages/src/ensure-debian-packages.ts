// What a suite needs from Debian (Chromium, PostgreSQL with pg_cron): installed with apt when missing and
// this is a Debian machine where we are root, as on a fresh CI machine; otherwise one line saying what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureDebianPackages(need: {
  /** What the suite needs, as the messages name it. */
  what: string;
  packages: string[];
  present: () => boolean;
  /** Said when it cannot be installed here. */
  missing: string;
}): boolean {
  if (need.present()) return true;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log(`${need.what} is missing: installing Debian's ${need.packages.join(' and ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...need.packages], { stdio: 'inherit', env });
    return need.present();
  }
  console.error(need.missing);
  return false;
}
