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
  outputDir: 'test-results/engines',
  // Two browsers at a time. With two workers while other suites ran beside it, full runs once had one to
  // three random timeouts waiting on a browser; it now runs alone (after e2e), where a third of one
  // worker's time was idle (waiting on the phone network's paced uploads): 3 of 3 runs of two workers
  // were green, in 278-283 s against 335 s for one (decision 039).
  workers: 2,
  use: { baseURL: e2e.use?.baseURL },
  projects: engines.flatMap((engine) =>
    Object.entries(screens).map(([name, screen]) => {
      // Each engine runs what may differ in it, once (decision 038):
      // - @phone: a test run at a phone's size only, being about the small screen (the menu button) or
      //   the same at any size (a form's input, uploads, e-mails), and phones are where leads come from;
      // - @other-engines: a behaviour the e2e suite already tests in Chromium (each names its e2e test).
      const skipped = [
        ...(name === 'phone' ? [] : ['@phone']),
        ...(engine === 'chromium' ? ['@other-engines'] : []),
      ];
      return {
        name: `${engine}-${name}`,
        use: { engine, size: screen },
        ...(skipped.length > 0 && { grepInvert: new RegExp(skipped.join('|')) }),
      };
    }),
  ),
});
