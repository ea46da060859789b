// The content-robustness suite: the site is built from datasets derived from the seed that the
// studio's own rules accept, and each build must write every route, keep every internal link, show
// the owner's text as typed (escaped, never run) and, for the extreme variants, pass axe. A dataset
// the studio refuses is refused before the build, with the studio's messages.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../e2e/support/axe.ts';
import { buildDataset, removeBuild, serve, type VariantBuild } from './build-variant.ts';
import { brokenLinks, expectedRoutes, fileOf, pagesContaining } from './site-checks.ts';
import { buildVariants, refusedVariant } from './variants.ts';

const buildTimeout = 8 * 60_000;

// Each variant (a serial group) may go to either worker.
test.describe.configure({ mode: 'parallel' });

for (const variant of buildVariants()) {
  test.describe(`${variant.name}: ${variant.proves}`, () => {
    test.describe.configure({ mode: 'serial' });
    const routes = expectedRoutes(variant.documents);
    let build: VariantBuild | undefined;
    let host: { url: string; close: () => void } | undefined;

    test.beforeAll(async () => {
      test.setTimeout(buildTimeout);
      const slot = test.info().parallelIndex;
      build = await buildDataset(variant.documents, slot);
      if (build.code === 0) host = await serve(build.clientDir, slot);
    });

    test.afterAll(async () => {
      host?.close();
      await removeBuild(build);
    });

    test('the studio accepts the dataset and the build succeeds', () => {
      expect(build?.code, build?.output.slice(-4000)).toBe(0);
    });

    test('every route is written', () => {
      const missing = routes.filter((route) => !existsSync(fileOf(build?.clientDir ?? '', route)));
      expect(missing).toEqual([]);
    });

    test('every internal link resolves', async () => {
      expect(await brokenLinks(build?.clientDir ?? '')).toEqual([]);
    });

    test('no markup from the content reaches the HTML unescaped', async () => {
      expect(await pagesContaining(build?.clientDir ?? '', variant.expectAbsent)).toEqual([]);
    });

    test('the owner’s text shows as typed, and nothing in it runs', async ({ page }) => {
      for (const { path, text } of variant.expectText) {
        await page.goto(`${host?.url}${path}`);
        await expect(page.locator('body')).toContainText(text);
        expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      }
    });

    if (variant.axe) {
      test('axe finds nothing on any page (phone width)', async ({ page }) => {
        test.setTimeout(routes.length * 20_000);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const violations: string[] = [];
        for (const route of routes) {
          await page.goto(`${host?.url}${route}`);
          for (const violation of await axeViolations(page)) violations.push(`${route} ${violation}`);
        }
        expect(violations).toEqual([]);
      });
    }
  });
}

test('a dataset the studio refuses is refused before the build, with the studio’s messages', async () => {
  test.setTimeout(buildTimeout);
  const { documents, messages } = refusedVariant();
  const build = await buildDataset(documents, test.info().parallelIndex);
  try {
    expect(build.code).not.toBe(0);
    for (const message of messages) expect(build.output).toContain(message);
    expect(build.output).toContain('nothing was built');
    expect(existsSync(build.clientDir)).toBe(false);
  } finally {
    await removeBuild(build);
  }
});
