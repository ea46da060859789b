// `pnpm dev` (scripts/dev.ts) is a development server: the React Router dev server renders the pages
// from the local Content Lake, and an edited component reaches the open page by hot module replacement,
// without a rebuild and without reloading the page.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { freePort, type StackScript, startStackScript } from '../e2e/support/stack-script.ts';

const component = resolve(import.meta.dirname, '../../apps/web/app/components/layout/site-footer.tsx');
const heading = 'title="Åbningstider"';
const edited = 'title="Åbningstider (redigeret)"';

let stack: StackScript | undefined;
let dataDir = '';
let site = '';
let contentApi = '';
let original: string | undefined;

test.beforeAll(async () => {
  const [dev, content, functions, database] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  dataDir = await mkdtemp(join(tmpdir(), 'nordkyst-dev-'));
  site = `http://127.0.0.1:${dev}`;
  contentApi = `http://127.0.0.1:${content}/v2025-02-19/data`;
  stack = await startStackScript(
    'scripts/dev.ts',
    {
      DEV_PORT: String(dev),
      CONTENT_PORT: String(content),
      FUNCTIONS_PORT: String(functions),
      DB_PORT: String(database),
      // The Studio is the one `pnpm start` serves (tests/e2e/studio-owner.spec.ts); its build is not this test's.
      STUDIO_PORT: 'off',
      CONTENT_DATA_DIR: join(dataDir, 'content-lake'),
      CONTENT_CACHE_DIR: join(dataDir, 'image-cache'),
      DB_DATA_DIR: join(dataDir, 'postgres'),
      OUTBOX_DIR: join(dataDir, 'outbox'),
    },
    [`${site}/@vite/client`, `${contentApi}/query/production?query=1`],
    120_000,
  );
});

test.afterAll(async () => {
  if (original !== undefined) await writeFile(component, original);
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('renders a page from the local Content Lake and applies an edited component without a reload', async ({
  page,
}) => {
  const source = await readFile(component, 'utf8');
  expect(source, `${component} must hold ${heading} (an interrupted run? git checkout it)`).toContain(
    heading,
  );

  // Vite's client announces its connection on the HMR socket; an edit made before that would be missed.
  const connected = page
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connected"')),
    );
  const response = await page.goto(`${site}/`);
  expect(response?.status()).toBe(200);
  await connected;
  // The seed's company name, read from the lake on this request.
  await expect(page.getByRole('heading', { level: 2, name: 'Nordkyst Byg ApS' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Åbningstider', exact: true })).toBeVisible();
  // A full reload would start a new document and lose this.
  await page.evaluate(() => Object.assign(window, { beforeEdit: true }));

  original = source;
  await writeUntilShown(page, source.replace(heading, edited), 'Åbningstider (redigeret)');
  await writeUntilShown(page, source, 'Åbningstider');
  original = undefined;
  expect(await page.evaluate(() => (window as { beforeEdit?: boolean }).beforeEdit)).toBe(true);
});

/**
 * Writes the component and waits until the open page shows `name`. On a fresh clone Vite's file watcher
 * may still be scanning the tree when the page is ready, and a change to a folder it does not watch yet
 * is never reported, so the same content is written again until the page shows it.
 */
async function writeUntilShown(page: Page, content: string, name: string): Promise<void> {
  const shown = () => page.getByRole('heading', { level: 2, name, exact: true });
  await expect
    .poll(
      async () => {
        await writeFile(component, content);
        return shown().isVisible();
      },
      { timeout: 30_000, intervals: [1_000, 2_000, 4_000] },
    )
    .toBe(true);
}

test('shows what is published in the local Content Lake on the next load, with no rebuild', async ({
  page,
}) => {
  await page.goto(`${site}/om-os/`);
  await expect(page.getByRole('contentinfo').getByText('Hverdage 09:00 - 16:00')).toBeVisible();
  // What a publish in the Studio commits (this lake is the spec's own copy of the seed), with the
  // lake's API token as a script sends it (docs/decisions/026-content-lake-access.md).
  const token = (await readFile(join(dataDir, 'content-lake', 'api-token'), 'utf8')).trim();
  const published = await fetch(`${contentApi}/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      mutations: [{ patch: { id: 'siteSettings', set: { openingHours: '07:00 - 15:30' } } }],
    }),
  });
  expect(published.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('contentinfo').getByText('Hverdage 07:00 - 15:30')).toBeVisible();
});
