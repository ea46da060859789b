// The owner's loop, timed: how long the real Studio takes to open a document, how long a keystroke
// takes to show in the Presentation preview (before any publish), and how long a publish takes to be
// visible on the local site (webhook, rebuild, atomic swap). Runs its own stack (the same one the
// Studio specs use, reset to the seed): `pnpm bench studio`.
import { chromium, type Page } from '@playwright/test';
import { browserPath, chromiumFlags } from '../chromium.ts';
import {
  logInAsOwner,
  previewUrl,
  resetStudioData,
  siteUrl,
  startStudioStack,
  studioUrl,
} from '../e2e/support/studio-stack.ts';

const OPENS = Number(process.env.BENCH_STUDIO_OPENS ?? 5);
const PUBLISHES = Number(process.env.BENCH_STUDIO_PUBLISHES ?? 10);
const KEYSTROKES = Number(process.env.BENCH_STUDIO_KEYSTROKES ?? 10);

/** The nearest-rank percentile. */
function percentile(values: number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(rank * sorted.length) - 1)] ?? Number.NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function until(check: () => Promise<boolean>, timeoutMs: number, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not visible within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** From navigation (a reload of the document's address) to the title field showing its title. */
async function openDocument(page: Page, documentUrl: string): Promise<number> {
  const started = performance.now();
  await page.goto(documentUrl);
  await page.getByLabel('Titel').waitFor();
  await until(async () => (await page.getByLabel('Titel').inputValue()) !== '', 60_000);
  return performance.now() - started;
}

/** From the click on Publish to the new title in the served /galleri/ page. */
async function publishToVisible(page: Page, title: string): Promise<number> {
  await page.getByLabel('Titel').fill(title);
  const publish = page.getByRole('button', { name: 'Publicér', exact: true });
  await publish.waitFor();
  await until(() => publish.isEnabled(), 30_000);
  const started = performance.now();
  await publish.click();
  // Asked often, so the figure is the site's, not the polling's (the budget is 2 s).
  await until(async () => (await (await fetch(`${siteUrl}/galleri/`)).text()).includes(title), 180_000, 25);
  return performance.now() - started;
}

/**
 * In Presentation on a service page: from each keystroke in the title field to the preview's heading
 * showing the title typed so far (the Studio lays the unsaved edit over its answer; nothing is saved
 * or published in between).
 */
async function keystrokesToPreview(
  page: Page,
): Promise<{ openToLive: number; readyToLive: number; keystrokes: number[] }> {
  const opened = performance.now();
  await page.goto(`${studioUrl}presentation?preview=${encodeURIComponent('/services/nybyg/')}`);
  const heading = page.frameLocator(`iframe[src^="${previewUrl}"]`).locator('h1');
  const field = page.getByLabel('Titel');
  await until(async () => (await field.inputValue().catch(() => '')) !== '', 60_000);
  // The Studio is ready once its form shows the document; the preview frame loads beside it.
  const ready = performance.now();
  // Live once the Studio's answers carry their edit links (stega).
  await until(
    () =>
      heading
        .evaluate((element) => /\u200b|\u200c|\u200d|\ufeff/u.test(element.textContent ?? ''))
        .catch(() => false),
    60_000,
  );
  const openToLive = performance.now() - opened;
  const readyToLive = performance.now() - ready;
  let typed = await field.inputValue();
  await field.click();
  await field.press('End');
  const times: number[] = [];
  for (const key of ' sommerhus med terrasse'.slice(0, KEYSTROKES)) {
    typed += key;
    const started = performance.now();
    await field.press(key === ' ' ? 'Space' : key);
    await heading.filter({ hasText: typed }).waitFor({ timeout: 10_000 });
    times.push(performance.now() - started);
  }
  return { openToLive, readyToLive, keystrokes: times };
}

await resetStudioData();
const stackStarted = performance.now();
const stack = await startStudioStack();
const stackMs = performance.now() - stackStarted;
const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
try {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await logInAsOwner(page);
  // The desk's "Galleri" list, not the "Galleri-siden" singleton listed above it.
  const galleryList = page.getByTestId('pane-item-Galleri');
  await galleryList.waitFor();

  // The first open, clicked from the list as the owner does, includes loading the editor's code.
  const firstStarted = performance.now();
  await galleryList.click();
  await page
    .getByRole('link', { name: /^Facaderenovering af murermestervilla/ })
    .first()
    .click();
  await until(
    async () =>
      (await page
        .getByLabel('Titel')
        .inputValue()
        .catch(() => '')) !== '',
    60_000,
  );
  const firstOpen = performance.now() - firstStarted;
  const documentUrl = page.url();
  const opens: number[] = [];
  for (let i = 0; i < OPENS; i++) opens.push(await openDocument(page, documentUrl));

  const { openToLive, readyToLive, keystrokes } = await keystrokesToPreview(page);
  await page.goto(documentUrl);
  await page.getByLabel('Titel').waitFor();

  // The stack serves the bundles it finds; when they are older than the code (a build made before the
  // last code change), the first publish builds everything. That one is reported apart, and the owner's
  // `pnpm start`, which always builds first, never meets it.
  const firstPublish = await publishToVisible(
    page,
    'Facaderenovering af murermestervilla i Hillerød (første)',
  );
  const publishes: number[] = [];
  for (let i = 1; i <= PUBLISHES; i++) {
    publishes.push(
      await publishToVisible(page, `Facaderenovering af murermestervilla i Hillerød (måling ${i})`),
    );
  }

  console.log(`
| measure | median | min | max | runs |
|---|---|---|---|---|
| stack start (Studio build reused when fresh) | ${seconds(stackMs)} | | | 1 |
| Studio: first document open (clicked from the list) | ${seconds(firstOpen)} | | | 1 |
| Studio: open a document (page load to filled form) | ${seconds(median(opens))} | ${seconds(Math.min(...opens))} | ${seconds(Math.max(...opens))} | ${opens.length} |
| Presentation: open to live preview (page load to the Studio's first answer in the frame) | ${seconds(openToLive)} | | | 1 |
| Presentation: Studio ready (its form filled) to live preview | ${seconds(readyToLive)} | | | 1 |
| Presentation: keystroke to preview (unsaved, unpublished; p95 ${seconds(percentile(keystrokes, 0.95))}) | ${seconds(median(keystrokes))} | ${seconds(Math.min(...keystrokes))} | ${seconds(Math.max(...keystrokes))} | ${keystrokes.length} |
| first publish after the stack's start (a full build when its bundles predate the code) | ${seconds(firstPublish)} | | | 1 |
| publish to visible on the local site (p95 ${seconds(percentile(publishes, 0.95))}) | ${seconds(median(publishes))} | ${seconds(Math.min(...publishes))} | ${seconds(Math.max(...publishes))} | ${publishes.length} |
`);
  const rebuilt = stack.output().match(/site: (rebuilt|rendered) .*/g) ?? [];
  for (const line of rebuilt) console.log(`  ${line}`);
} finally {
  await browser.close();
  await stack.stop();
}
