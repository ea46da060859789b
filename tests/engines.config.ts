// The behaviour specs (engines/behaviours) in the three engines phones run, at a phone's and a desktop's
// size, against the production build served as the e2e suite serves it.
import { defineConfig } from '@playwright/test';
import type { Screen } from './engines/fixtures.ts';
import type { Engine } from './engines/visitor.ts';
import e2e from './playwright.config.ts';

const engines: Engine[] = ['chromium', 'webkit', 'firefox'];
const screens: Record<string, Screen> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};

export default defineConfig<{ engine: Engine; size: Screen }>({
  ...e2e,
  testDir: './engines/behaviours',
  // One browser at a time: with two, on two cores beside the site and the functions, full runs had one to
  // three random timeouts waiting on a browser, none in runs of a spec alone. One at a time costs about
  // a minute; whether it removes them is not proven yet.
  workers: 1,
  use: { baseURL: e2e.use?.baseURL },
  projects: engines.flatMap((engine) =>
    Object.entries(screens).map(([name, screen]) => ({
      name: `${engine}-${name}`,
      use: { engine, size: screen },
      // A spec tagged @phone is about the small screen's layout (the menu button hides on a desktop).
      ...(name === 'phone' ? {} : { grepInvert: /@phone/ }),
    })),
  ),
});
