// The owner's loop, offline: the real Studio (sanity, pinned) against the local Content Lake over
// HTTP/2 + TLS, and publishing rebuilds the local site. The Studio specs' stack, started from the seed,
// and one Studio tab the owner logs into once and keeps open, as an owner does between edits.
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import {
  contentUrl,
  lakeToken,
  logInAsOwner,
  openStudioAt,
  previewUrl,
  type StudioStack,
  siteUrl,
  test,
} from './support/studio-stack.ts';

// The Studio is a large app on a busy 2-core machine: a minute and more per step is normal here.
test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ ignoreHTTPSErrors: true });

const galleryId = 'gallery-renovering-01';
const seedTitle = 'Facaderenovering af murermestervilla i Hillerød';
const newTitle = 'Facaderenovering af murermestervilla i Hillerød, nu med nye vinduer';
/**
 * A publish renders the pages from the bundles already built: about 1–3 s on a busy 2-core machine
 * (the bar is 2 s on the CI machine, `pnpm bench studio`); a full build would take 15–30 s. The wait has
 * room for a machine busier still; a full build instead of a render fails `siteShows` by its output.
 */
const rebuildTimeout = 60_000;

let stack: StudioStack;
/** The owner's Studio tab, shared by the tests in order (the file runs serially). */
let page: Page;

/** Waits for the desk, whose "Galleri" entry shows once the Studio has loaded with a session. */
async function deskShown(): Promise<void> {
  await expect(
    page
      .getByRole('link', { name: 'Galleri' })
      .or(page.getByRole('button', { name: 'Galleri' }))
      .first(),
  ).toBeVisible({ timeout: 60_000 });
}

test.beforeAll(async ({ browser, studioStack }) => {
  test.setTimeout(300_000);
  stack = studioStack;
  // A context of its own, so that a test can open a second tab or the public site beside the Studio.
  page = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
  recordSaves();
  await logInAsOwner(page);
  await deskShown();
});

test.afterAll(async () => {
  await page?.context().close();
});

/** Each test starts from the Studio's start page, reloaded: no pane or dialog of the last test is left. */
async function openStudio(): Promise<void> {
  await openStudioAt(page);
  await deskShown();
}

async function openGalleryItem(title: string): Promise<void> {
  // The desk's "Galleri" list, not the "Galleri-siden" singleton listed above it.
  await page.getByTestId('pane-item-Galleri').click();
  await page
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .or(page.getByRole('button', { name: new RegExp(`^${title}`) }))
    .first()
    .click();
  await expect(page.getByLabel('Titel')).toHaveValue(title, { timeout: 60_000 });
}

/** Clicks Publish and waits for the lake to accept the publish action. */
async function publish(): Promise<void> {
  const button = page.getByRole('button', { name: 'Publicér', exact: true });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  const accepted = page.waitForResponse(
    (r) => r.url().includes('/data/actions/') && (r.request().postData() ?? '').includes('document.publish'),
    { timeout: 30_000 },
  );
  await button.click();
  expect((await accepted).status()).toBe(200);
}

/** The published document as the website's build reads it. */
async function published(id: string): Promise<Record<string, unknown> | undefined> {
  const query = encodeURIComponent(`*[_id == "${id}"][0]`);
  const response = await fetch(`${contentUrl}/v2025-02-19/data/query/production?query=${query}`);
  return ((await response.json()) as { result?: Record<string, unknown> }).result;
}

async function siteShows(path: string, text: string): Promise<void> {
  try {
    await expect
      .poll(async () => (await fetch(`${siteUrl}${path}`)).text(), {
        timeout: rebuildTimeout,
        intervals: [500],
      })
      .toContain(text);
  } catch (error) {
    // What the build hook said is the only account of a render that never came (CI sends back the log).
    const hook =
      stack.output().match(/^.*(\b(site|build):|rebuild failed|publish webhook|commit listener).*$/gm) ?? [];
    throw new Error(`${path} did not show ${text}; the build hook said:\n${hook.join('\n')}`, {
      cause: error,
    });
  }
  // Rendered from the bundles the stack started with, never built again: the code did not change.
  expect(stack.output()).toMatch(/site: rendered \d+ of \d+ pages/);
  expect(stack.output()).not.toMatch(/site: rebuilt|site: the (render|rebuild) failed/);
}

/** A picture no seed image matches: drawn in the browser, so its hash is new. */
async function drawnPicture(): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 60% 50%)`;
    context.fillRect(0, 0, 1200, 800);
    context.fillStyle = '#fff';
    context.font = '64px sans-serif';
    context.fillText(`Nyt foto ${Date.now()}`, 80, 400);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

// One publish carries both of the owner's edits, a new title and a new picture: one rebuild, as when the
// owner changes several fields of an item before publishing it.
test('the owner renames the first gallery item and uploads a new picture, publishes, and the site shows both', async () => {
  test.setTimeout(rebuildTimeout + 90_000);
  await openStudio();
  await openGalleryItem(seedTitle);
  await page.getByLabel('Titel').fill(newTitle);
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/assets/images/') && r.request().method() === 'POST',
  );
  // Image menu → Upload opens the file chooser, as for the owner.
  await page.getByRole('button', { name: 'Åbn menu for billedindstillinger' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Upload' }).click();
  await (await chooser).setFiles({
    name: 'nyt-foto.png',
    mimeType: 'image/png',
    buffer: await drawnPicture(),
  });
  const asset = ((await (await uploaded).json()) as { document: { _id: string; sha1hash: string } }).document;
  await publish();
  await expect
    .poll(
      async () => {
        const item = await published(galleryId);
        return [item?.title, (item?.image as { asset?: { _ref?: string } } | undefined)?.asset?._ref];
      },
      { timeout: 15_000 },
    )
    .toEqual([newTitle, asset._id]);
  // The open document shows the publish without a reload: its draft is gone, so there is nothing left
  // to publish (the Studio's disabled "Udgiv"), and "Publicér" does not come back.
  await expect(page.getByRole('button', { name: 'Udgiv', exact: true })).toBeDisabled({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Publicér', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Titel')).toHaveValue(newTitle);
  await siteShows('/galleri/', asset.sha1hash);
  const gallery = await page.context().newPage();
  await gallery.goto(`${siteUrl}/galleri/`);
  await expect(gallery.getByText(newTitle).first()).toBeVisible();
  await gallery.close();
});

test('a service page with more features than the layout holds cannot be published, and the Studio says why in Danish', async () => {
  // The draft a hurried edit leaves (the six cards pasted in twice, and one more: 13 where the grid
  // holds at most 12), written as a script would.
  const service = await published('service-badevaerelser');
  const features = service?.features as { _key: string }[];
  expect(features).toHaveLength(6);
  const tooMany = [...features, ...features, features[0]].map((feature, index) => ({
    ...feature,
    _key: `feature-${index}`,
  }));
  const response = await fetch(`${contentUrl}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await lakeToken()}` },
    body: JSON.stringify({
      mutations: [
        { createOrReplace: { ...service, _id: 'drafts.service-badevaerelser', features: tooMany } },
      ],
    }),
  });
  expect(response.status).toBe(200);
  await openStudio();
  await page.getByRole('link', { name: 'Services' }).first().click();
  await page
    .getByRole('link', { name: /^Badeværelsesrenovering/ })
    .first()
    .click();
  await page.getByTestId('group-tab-page').click();
  // The field's validation message (shown on hover of its marker) carries the schema's Danish text.
  await expect(
    page.getByText('Der kan højst være 12 punkter under "Hvad vi tilbyder".').first(),
  ).toBeAttached({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Publicér', exact: true })).toBeDisabled();
  // The published page keeps its six cards.
  expect((await published('service-badevaerelser'))?.features).toHaveLength(6);
});

test('an edit in one tab appears in another', async () => {
  await openStudio();
  await openGalleryItem(newTitle);
  // The same browser: the second tab shares the login, as the owner's second tab would.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.getByLabel('Titel')).toHaveValue(newTitle, { timeout: 60_000 });
  const edited = `${newTitle} og nyt tag`;
  await page.getByLabel('Titel').fill(edited);
  await expect(other.getByLabel('Titel')).toHaveValue(edited, { timeout: 15_000 });
  await other.close();
});

// Presentation (the Studio's "Forhåndsvisning" tool) frames the preview build, which reads drafts
// through the Studio's session. In this file because it needs the same Studio stack.
const serviceTitle = 'Nybyg – Privat';

function previewFrame() {
  return page.frameLocator(`iframe[src^="${previewUrl}"]`);
}

/** The owner's unpublished draft of a document, read with the lake's token. */
async function draftTitle(id: string): Promise<unknown> {
  return draftField(id, 'title');
}

/** A GROQ query's result as the lake answers it with its token, in `perspective` (drafts included). */
async function tokenQuery(
  groq: string,
  perspective: 'raw' | 'drafts',
  params: Record<string, string> = {},
): Promise<unknown> {
  const search = new URLSearchParams({ query: groq, perspective });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  const response = await fetch(`${contentUrl}/v2025-02-19/data/query/production?${search}`, {
    headers: { authorization: `Bearer ${await lakeToken()}` },
  });
  return ((await response.json()) as { result?: unknown }).result;
}

/** A field of the owner's unpublished draft (a GROQ path such as `image.alt`), read with the lake's token. */
async function draftField(id: string, path: string): Promise<unknown> {
  return tokenQuery(`*[_id == "drafts.${id}"][0].${path}`, 'raw');
}

/** The field the Studio unsets in every save, so that no save is empty. */
const emptyActionGuard = '_empty_action_guard_pseudo_field_';

/** The Studio's saves (its commits to the lake): when each was answered, how, and what it changed. */
const saves: { at: number; line: string }[] = [];

function recordSaves(): void {
  const seen = (request: Request, outcome: string) => {
    if (!request.url().includes('/data/actions/')) return;
    let changes = request.postData() ?? '';
    try {
      // Each action's change, without the guard.
      const { actions = [] } = JSON.parse(changes) as {
        actions?: { actionType: string; patch?: Record<string, unknown> }[];
      };
      changes = actions
        .map(({ actionType, patch }) => {
          if (!patch) return actionType;
          const unset = (patch.unset as string[] | undefined)?.filter((path) => path !== emptyActionGuard);
          return JSON.stringify({ ...patch, unset: unset?.length ? unset : undefined });
        })
        .filter((change) => change !== '{}')
        .join(' ');
    } catch {
      // Not JSON: logged as sent.
    }
    // An upload's patch carries its whole preview as a data URL.
    saves.push({ at: Date.now(), line: `${outcome}: ${changes.slice(0, 300) || '(no change)'}` });
  };
  // Synchronous reads only: a handler that awaits the browser fails the test once the page has closed.
  page.on('response', (response) => seen(response.request(), String(response.status())));
  page.on('requestfailed', (request) => seen(request, request.failure()?.errorText ?? 'failed'));
}

/** For a failure's log (only the log comes back from CI): what the lake holds and what the Studio did. */
async function reportDraft(id: string, since: number): Promise<void> {
  const sent = saves.filter(({ at }) => at >= since).map(({ at, line }) => `+${at - since} ms ${line}`);
  console.log(`The Studio's saves:\n${sent.join('\n')}`);
  // The report never takes the place of the test's own error.
  try {
    console.log(`The draft's transactions:\n${await draftTransactions(id)}`);
    const studioLog = (await page.consoleMessages({ filter: 'since-navigation' }))
      .filter((message) => ['error', 'warning'].includes(message.type()))
      .map((message) => `${message.type()}: ${message.text().slice(0, 300)}`);
    console.log(`The Studio's errors and warnings:\n${studioLog.join('\n')}`);
  } catch (error) {
    console.log(`The rest of the report failed: ${String(error)}`);
  }
}

/**
 * What the lake stored for the owner's draft, oldest first: each transaction's time and mutations, a
 * patch by its operations and paths (the values left out: the upload's preview is a whole data URL).
 */
async function draftTransactions(id: string): Promise<string> {
  const response = await fetch(
    `${contentUrl}/v2025-02-19/data/history/production/transactions/drafts.${id}`,
    {
      headers: { authorization: `Bearer ${await lakeToken()}` },
    },
  );
  const lines = (await response.text()).split('\n').filter(Boolean);
  return lines
    .map((line) => {
      const { timestamp, mutations } = JSON.parse(line) as {
        timestamp: string;
        mutations: Record<string, Record<string, unknown>>[];
      };
      const described = mutations.map((mutation) =>
        Object.entries(mutation)
          .map(([kind, body]) =>
            kind === 'patch'
              ? `patch ${Object.entries(body)
                  .filter(([operation]) => operation !== 'id')
                  .map(
                    ([operation, value]) =>
                      `${operation}[${(Array.isArray(value) ? value : Object.keys(value ?? {})).join(', ')}]`,
                  )
                  .join(' ')}`
              : `${kind} ${String(body._id)}`,
          )
          .join(''),
      );
      return `${timestamp} ${described.join('; ')}`;
    })
    .join('\n');
}

/** Stega's invisible characters, which the preview's texts carry once its live queries answer. */
const stega = /\u200b|\u200c|\u200d|\ufeff/u;

/**
 * What the preview of the gallery shows and what the lake would answer it: whether its texts are live,
 * its cards' titles, and the item as the drafts perspective sees it.
 */
async function galleryPreviewState(title: string): Promise<string> {
  try {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(previewUrl));
    const shown = await frame?.evaluate((stegaSource) => {
      const cards = [...document.querySelectorAll('main h3')].map((h) => h.textContent ?? '');
      const plain = cards.map((text) => text.replace(new RegExp(stegaSource, 'gu'), ''));
      return {
        url: location.href,
        live: cards.some((text, i) => text !== plain[i]),
        cards: plain.map((text) => text.slice(0, 60)),
      };
    }, stega.source);
    const lake = await tokenQuery(
      '*[_type == "galleryItem" && title == $title]{_id, orderRank, "asset": image.asset->_id}',
      'drafts',
      { title },
    );
    return JSON.stringify({ frame: shown ?? 'no preview frame', lake });
  } catch (error) {
    return `not read: ${String(error)}`;
  }
}

async function openPresentation(path: string): Promise<void> {
  await openStudioAt(page, `presentation?preview=${encodeURIComponent(path)}`);
}

/**
 * Waits until the preview shows the Studio's answers: its texts then carry their edit links (stega).
 * The first answer can take up to 20 s: @sanity/visual-editing registers a page's queries on its
 * heartbeat when the Studio's loader connects after the page has mounted them.
 */
async function waitUntilLive(text: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        text
          .evaluate(
            (element, source) => new RegExp(source, 'u').test(element.textContent ?? ''),
            stega.source,
          )
          // Presentation may reload the frame while it connects.
          .catch(() => false),
      {
        timeout: 45_000,
      },
    )
    .toBe(true);
}

test('Presentation shows a title as the owner types it, before publishing, while the public site keeps the published one', async () => {
  // Room for a failure's extra minute of diagnosis (below) on top of the file's slow steps.
  test.setTimeout(210_000);
  await openPresentation('/services/nybyg/');
  const heading = previewFrame().getByRole('heading', { level: 1 });
  await expect(heading).toContainText(serviceTitle, { timeout: 60_000 });
  await waitUntilLive(heading);
  // The page's main document opens beside the preview.
  const title = page.getByLabel('Titel');
  await expect(title).toHaveValue(serviceTitle, { timeout: 60_000 });
  const typed = `${serviceTitle} og sommerhuse`;
  await title.click();
  await title.press('End');
  const since = Date.now();
  await title.pressSequentially(' og sommerhus');
  await expect(heading).toContainText(`${serviceTitle} og sommerhus`, { timeout: 10_000 });
  // One keystroke, timed until the preview shows it.
  const started = Date.now();
  await title.press('e');
  await expect(heading).toContainText(typed, { timeout: 5_000 });
  console.log(`keystroke to preview: ${Date.now() - started} ms`);
  // Saved as a draft (the Studio saves a moment after the typing stops), not published: the public
  // site and the published document keep the old title.
  try {
    await expect.poll(() => draftTitle('service-nybyg'), { timeout: 15_000 }).toBe(typed);
  } catch (error) {
    // Once in a loaded fresh-clone run the last letter was not in the draft after 15 s, though the
    // preview showed it: the log tells a save that came late from one that never came.
    await reportDraft('service-nybyg', since);
    const late = await expect
      .poll(() => draftTitle('service-nybyg'), { timeout: 45_000 })
      .toBe(typed)
      .then(
        () => 'it came within another 45 s',
        () => 'it had not come 45 s later',
      );
    console.log(`The last letter's save: ${late}`);
    throw error;
  }
  expect((await published('service-nybyg'))?.title).toBe(serviceTitle);
  const publicPage = await (await fetch(`${siteUrl}/services/nybyg/`)).text();
  expect(publicPage).toContain(`${serviceTitle}</h1>`);
  expect(publicPage).not.toContain(typed);
});

test('a click on a text in the preview opens its document at that field', async () => {
  await openPresentation('/galleri/');
  const itemTitle = String((await published(galleryId))?.title);
  const item = previewFrame().getByText(itemTitle).first();
  await expect(item).toBeVisible({ timeout: 60_000 });
  await waitUntilLive(item);
  await item.hover();
  await item.click();
  await expect(page).toHaveURL(/\/presentation\/galleryItem\/gallery-renovering-01\/title\?/, {
    timeout: 30_000,
  });
  // The draft an earlier test left may have added to the title.
  await expect(page.getByLabel('Titel')).toHaveValue(new RegExp(`^${itemTitle}`), { timeout: 30_000 });
});

test('a gallery item the owner creates in the Studio shows in the preview of the gallery before it is published', async () => {
  const title = 'Nyt projekt: tilbygning i Gilleleje';
  await openStudio();
  await page.getByTestId('pane-item-Galleri').click();
  // The Studio's own "new document" menu, as the owner creates one.
  await page.getByTestId('new-document-button').click();
  await page.getByRole('combobox', { name: 'Søg i dokumenttyper' }).fill('Galleribillede');
  await page.getByRole('listbox', { name: 'new-document.new-document' }).getByText('Galleribillede').click();
  await expect(page.getByRole('heading', { name: 'Ny Galleribillede' })).toBeVisible({ timeout: 30_000 });
  const since = Date.now();
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Beskrivelse').fill('En tilbygning i træ med store vinduer mod haven.');
  await page.getByRole('radio', { name: 'Byggeri', exact: true }).check();
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/assets/images/') && r.request().method() === 'POST',
  );
  await page.getByTestId('file-button-input').setInputFiles({
    name: 'tilbygning.png',
    mimeType: 'image/png',
    buffer: await drawnPicture(),
  });
  expect((await uploaded).status()).toBe(200);
  await page.getByLabel('Alternativ tekst').fill('Tilbygning i træ med store vinduer');
  // Saved as a draft only: the Studio saves a moment after the typing stops. Every field must have
  // reached the lake before the owner leaves the form (a save still pending is lost with the page).
  // The new document's id, from the desk's path: …;<id>,template=galleryItem
  const id = decodeURIComponent(new URL(page.url()).pathname).split(';').at(-1)?.split(',')[0] ?? '';
  expect(id).toMatch(/^[\w-]+$/);
  try {
    await expect.poll(() => draftTitle(id), { timeout: 15_000 }).toBe(title);
    await expect
      .poll(() => draftField(id, 'description'), { timeout: 15_000 })
      .toBe('En tilbygning i træ med store vinduer mod haven.');
    await expect.poll(() => draftField(id, 'category'), { timeout: 15_000 }).toBe('Byggeri');
    await expect.poll(() => draftField(id, 'image.asset._ref'), { timeout: 15_000 }).toMatch(/^image-/);
    await expect
      .poll(() => draftField(id, 'image.alt'), { timeout: 15_000 })
      .toBe('Tilbygning i træ med store vinduer');
  } catch (error) {
    // Once in a loaded fresh-clone run the picture never reached the draft; only the log comes back
    // from CI, so it carries what the Studio did send.
    await reportDraft(id, since);
    throw error;
  }
  expect(await published(id)).toBeNull();

  await openPresentation('/galleri/');
  try {
    await expect(previewFrame().getByText(title).first()).toBeVisible({ timeout: 60_000 });
  } catch (error) {
    // Once in a fresh-clone run the draft never showed (the test before passed); only the log comes back
    // from CI, so it says which part did not answer: the lake, the preview's live queries, or the drawing.
    console.log(`The gallery's preview: ${await galleryPreviewState(title)}`);
    throw error;
  }
  expect(await (await fetch(`${siteUrl}/galleri/`)).text()).not.toContain(title);
});

test('a service that exists only as a draft can be previewed at its own path, while the site has no page there', async () => {
  // A new service, as the owner's first save writes it: a draft with no published version, so the
  // preview build has no prerendered page for it (its host answers the path with the SPA shell).
  const model = await published('service-nybyg');
  const title = 'Carporte og udhuse';
  const path = '/services/carporte/';
  const response = await fetch(`${contentUrl}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await lakeToken()}` },
    body: JSON.stringify({
      mutations: [
        {
          create: {
            ...model,
            _id: 'drafts.service-carporte',
            title,
            // No search title of its own: the page title is the heading's.
            seoTitle: undefined,
            slug: { _type: 'slug', current: 'carporte' },
          },
        },
      ],
    }),
  });
  expect(response.status).toBe(200);
  expect((await fetch(`${siteUrl}${path}`)).status).toBe(404);
  await openPresentation(path);
  const heading = previewFrame().getByRole('heading', { level: 1 });
  await expect(heading).toContainText(title, { timeout: 60_000 });
  // Its own title and social title, as its published page would have them, not the 404 page's.
  const frame = () => page.frames().find((candidate) => candidate.url().startsWith(previewUrl));
  await expect.poll(async () => frame()?.title()).toBe(`${title} | Nordkyst Byg ApS`);
  await expect
    .poll(async () => frame()?.locator('meta[property="og:title"]').getAttribute('content'))
    .toBe(`${title} | Nordkyst Byg ApS`);
  // The page's main document, the draft, opens beside the preview.
  await expect(page.getByLabel('Titel')).toHaveValue(title, { timeout: 60_000 });
});

test('publishing from Presentation rebuilds the public site with the new title', async () => {
  test.setTimeout(rebuildTimeout + 90_000);
  await openPresentation('/services/nybyg/');
  const typed = `${serviceTitle} og sommerhuse`;
  await expect(page.getByLabel('Titel')).toHaveValue(typed, { timeout: 60_000 });
  await publish();
  await siteShows('/services/nybyg/', `${typed}</h1>`);
});

test('a new address for a published service leaves a redirect from the old one, and the Studio says so', async () => {
  test.setTimeout(rebuildTimeout + 120_000);
  await openStudio();
  await page.getByRole('link', { name: 'Services' }).first().click();
  await page
    .getByRole('link', { name: /^Terrasser/ })
    .first()
    .click();
  const address = page.getByLabel('Adresse (URL)');
  await expect(address).toHaveValue('terrasser', { timeout: 60_000 });
  await address.fill('terrasser-og-trapper');
  // Before publishing, at the field: where the page goes and what becomes of the old address.
  await expect(
    page
      .getByText(
        'Når du udgiver, flytter siden fra /services/terrasser/ til /services/terrasser-og-trapper/. Den gamle adresse sender besøgende videre til den nye (se "Omdirigeringer").',
      )
      .first(),
  ).toBeAttached({ timeout: 60_000 });
  await publish();
  await expect(
    page.getByText('/services/terrasser/ sender nu besøgende videre til /services/terrasser-og-trapper/.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(async () => (await published('redirects'))?.rules, { timeout: 15_000 })
    .toEqual([
      expect.objectContaining({ from: '/services/terrasser/', to: '/services/terrasser-og-trapper/' }),
    ]);
  // The rebuilt site answers the old address, with and without its slash, with a permanent redirect.
  await siteShows('/services/terrasser-og-trapper/', 'Terrasser</h1>');
  for (const old of ['/services/terrasser/', '/services/terrasser']) {
    const response = await fetch(`${siteUrl}${old}`, { redirect: 'manual' });
    expect(response.status, old).toBe(301);
    expect(response.headers.get('location'), old).toBe('/services/terrasser-og-trapper/');
  }
  const visitor = await page.context().newPage();
  await visitor.goto(`${siteUrl}/services/terrasser/`);
  await expect(visitor).toHaveURL(`${siteUrl}/services/terrasser-og-trapper/`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Terrasser' })).toBeVisible();
  await visitor.close();
  // The owner sees the redirect in the Studio's list.
  await page.getByRole('link', { name: 'Omdirigeringer' }).first().click();
  await expect(page.getByText('/services/terrasser/ → /services/terrasser-og-trapper/').first()).toBeVisible({
    timeout: 60_000,
  });
});

test('redirects that would hide a live page or go round in a loop cannot be published, and the Studio says why', async () => {
  const list = await published('redirects');
  const rules = [
    ...((list?.rules as object[] | undefined) ?? []),
    { _key: 'hides', _type: 'redirect', from: '/om-os/', to: '/kontakt/' },
    { _key: 'loop-a', _type: 'redirect', from: '/gammel-a/', to: '/gammel-b/' },
    { _key: 'loop-b', _type: 'redirect', from: '/gammel-b/', to: '/gammel-a/' },
  ];
  // The draft an owner's edits would leave, written as a script would.
  const response = await fetch(`${contentUrl}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await lakeToken()}` },
    body: JSON.stringify({ mutations: [{ createOrReplace: { ...list, _id: 'drafts.redirects', rules } }] }),
  });
  expect(response.status).toBe(200);
  await openStudio();
  await page.getByRole('link', { name: 'Omdirigeringer' }).first().click();
  await expect(
    page
      .getByText(
        'Der er en side på /om-os/, så adressen kan ikke sende videre: siden ville blive skjult. Slet omdirigeringen, eller giv siden en anden adresse.',
      )
      .first(),
  ).toBeAttached({ timeout: 60_000 });
  await expect(
    page
      .getByText(
        'Omdirigeringerne går i ring: /gammel-a/ → /gammel-b/ → /gammel-a/. Ret eller slet en af dem.',
      )
      .first(),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: 'Publicér', exact: true })).toBeDisabled();
  // The published list is as it was.
  expect((await published('redirects'))?.rules).toEqual(list?.rules);
});

test("the edits and the owner's login survive a restart of the stack", async () => {
  test.setTimeout(240_000);
  await stack.restart();
  expect((await published(galleryId))?.title).toBe(newTitle);
  await openStudio();
  await openGalleryItem(`${newTitle} og nyt tag`);
});
