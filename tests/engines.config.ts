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
