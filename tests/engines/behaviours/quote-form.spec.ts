// The quote form with files in every engine, as a visitor fills it: typed fields, a photo and a drawing
// chosen in the file input, the success toast, and the company's e-mail with both files. Then as a phone
// meets it: photos through a slow uplink that cuts the connection mid-upload, and a page reloaded while
// they go up.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNotification, mailsSince, uniqueSender } from '../../e2e/support/outbox.ts';
import { pdf, png } from '../../e2e/support/sample-files.ts';
import {
  clickButton,
  clickElement,
  expect,
  fillField,
  startBrowser,
  test,
  useWatched,
  waitFor,
  waitForText,
} from '../fixtures.ts';
import { noisePng, wholePng } from '../noise-photos.ts';
import { type PhoneNetwork, startPhoneNetwork } from '../phone-network.ts';
import type { Visitor } from '../visitor.ts';

// Each quote's files are scaled, uploaded and delivered by e-mail: on a loaded CI machine Firefox's took
// over 30 s.
test.describe.configure({ timeout: 60_000 });

const success = 'Tak for din tilbudsforespørgsel! Vi kontakter dig inden for 24 timer.';
const fileInput = 'input[type="file"][name="files"]';

/** Files on disk, where a WebDriver can pick them. */
function onDisk(files: { name: string; buffer: Buffer }[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'quote-files-'));
  return files.map(({ name, buffer }) => {
    const path = join(dir, name);
    writeFileSync(path, buffer);
    return path;
  });
}

/** The sample files on disk. */
const samples = () => onDisk([png('terrasse.png'), pdf('tegning.pdf')]);

/** Opens the quote form, describes the job and waits until React runs the form. */
async function openQuote(visitor: Visitor) {
  await visitor.goto('/fa-tilbud/');
  await fillField(
    visitor,
    'textarea[name="description"]',
    'Ny terrasse i lærk, ca. 25 m2, med trappe ned til haven.',
  );
  // The first interaction hydrates the form; the file input's handler is React's.
  // A browser of its own (the phone network's) loads the form's code with a cold cache.
  await waitFor(
    visitor,
    () => document.documentElement.hasAttribute('data-hydrated'),
    'the form to hydrate',
    20_000,
  );
}

/** The sender's fields and the consent, as a visitor fills them in. */
async function fillSender(visitor: Visitor, name: string, email: string) {
  await fillField(visitor, 'input[name="name"]', name);
  await fillField(visitor, 'input[name="phone"]', '87654321');
  await fillField(visitor, 'input[name="email"]', email);
  await fillField(visitor, 'input[name="address"]', 'Strandvejen 1');
  await fillField(visitor, 'input[name="postalCode"]', '3250');
  await clickElement(visitor, 'input[name="acceptTerms"]');
}

/** The company's e-mail for the sender carries both sample files. */
async function expectBothFiles(name: string, since: number, email: string) {
  const notification = await findNotification(`Ny tilbudsforespørgsel fra ${name}`, since, email);
  expect(notification.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    ['terrasse.png', 'image/png'],
    ['tegning.pdf', 'application/pdf'],
  ]);
}

// Chromium: tests/e2e/forms-quote.spec.ts, 'sends a request with attachments…'.
test('a quote with a photo and a drawing is sent, and the e-mail carries both files', {
  tag: ['@phone', '@other-engines'],
}, async ({ visitor }) => {
  const since = Date.now();
  const { name, email } = uniqueSender('Rune');
  await openQuote(visitor);
  await visitor.setFiles('input[type="file"][name="files"]', samples());
  const chosen = await waitFor(
    visitor,
    () => {
      const list = document.querySelector('[aria-label="Valgte filer"]');
      const items = list ? Array.from(list.querySelectorAll('li'), (item) => item.textContent ?? '') : [];
      return items.length === 2 ? items : undefined;
    },
    'the chosen files',
  );
  expect(chosen?.join(' ')).toContain('terrasse.png');
  expect(chosen?.join(' ')).toContain('tegning.pdf');
  await fillSender(visitor, name, email);
  await clickButton(visitor, 'Indsend din opgave nu');
  await waitForText(visitor, success);
  await expectBothFiles(name, since, email);
});

// Chromium: tests/e2e/forms-quote.spec.ts, 'photos swapped past what one quote may have…'.
test('photos swapped past what one quote may have: the new one stays behind, said once why, and the quote goes with the rest', {
  tag: ['@phone', '@other-engines'],
}, async ({ visitor }) => {
  const since = Date.now();
  const { name, email } = uniqueSender('Skifter');
  await openQuote(visitor);
  const list = '[aria-label="Valgte filer"]';
  const pick = async (names: string[]) => {
    await visitor.setFiles(fileInput, onDisk(names.map((n) => png(`${n}.png`))));
    await waitForText(visitor, 'Alle billeder er sendt');
  };
  const remove = (n: string) => clickElement(visitor, `button[aria-label="Fjern ${n}.png"]`);
  // Five photos, all taken out, five others: the quote's grant has given its ten paths.
  await pick(['a', 'b', 'c', 'd', 'e']);
  for (const n of ['a', 'b', 'c', 'd', 'e']) await remove(n);
  await waitFor(
    visitor,
    (selector: string) => !document.querySelector(selector),
    'the list emptied',
    10_000,
    list,
  );
  await pick(['f', 'g', 'h', 'i', 'j']);
  await remove('f');
  await visitor.setFiles(fileInput, onDisk([png('k.png')]));

  // Why, once, in the status; the new photo's own line says only that it stays behind.
  const rows = await waitFor(
    visitor,
    (selector: string) => {
      const status = Array.from(
        document.querySelectorAll('[role="status"]'),
        (region) => region.textContent ?? '',
      );
      const items = Array.from(document.querySelectorAll(`${selector} li`), (item) => item.textContent ?? '');
      return status.some((text) => text.includes('Du har skiftet billederne ud for mange gange.')) &&
        items.some((item) => item.includes('k.png') && item.includes('Sendes ikke med'))
        ? {
            items,
            said: document.body.textContent?.split('Du har skiftet billederne ud for mange gange.').length,
          }
        : undefined;
    },
    'the refusal of k.png, said once',
    30_000,
    list,
  );
  expect(rows?.said).toBe(2);
  expect(rows?.items.filter((item) => item.includes('Sendt'))).toHaveLength(4);

  // As it says: the quote goes with the photos already chosen.
  await fillSender(visitor, name, email);
  await clickButton(visitor, 'Indsend din opgave nu');
  await waitForText(visitor, success);
  const notification = await findNotification(`Ny tilbudsforespørgsel fra ${name}`, since, email);
  expect(notification.attachments.map((file) => file.filename)).toEqual(['g.png', 'h.png', 'i.png', 'j.png']);
});

test('a tap on send while the photo is still being prepared sends it with the quote', {
  tag: '@phone',
}, async ({ visitor }) => {
  const since = Date.now();
  const { name, email } = uniqueSender('Preben');
  await openQuote(visitor);
  await fillSender(visitor, name, email);
  // The photo's scaling runs in a worker: its messages are held until the test lets them go, so the
  // photo is still being prepared when the button is pressed.
  await visitor.run(() => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    Object.assign(window, { __releaseWorkers: release });
    const prototype = Worker.prototype as unknown as { postMessage(...args: unknown[]): void };
    const post = prototype.postMessage;
    prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      void released.then(() => Reflect.apply(post, this, args));
    };
  });
  await visitor.setFiles('input[type="file"][name="files"]', samples());
  await waitForText(visitor, 'Gør billederne klar til afsendelse …');
  await clickButton(visitor, 'Indsend din opgave nu');
  // The tap is taken: the button says the form is being sent while it waits for the photo.
  await waitFor(
    visitor,
    () => {
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      return (
        button?.form?.getAttribute('aria-busy') === 'true' &&
        button.disabled &&
        button.textContent?.includes('Sender...')
      );
    },
    'the busy send button',
  );
  await visitor.run(() => (window as unknown as { __releaseWorkers(): void }).__releaseWorkers());
  await waitForText(visitor, success);
  await expectBothFiles(name, since, email);
});

/** Three photos of about 400 KB each (noise: the page's scaling cannot shrink them much). */
const photoSize = { width: 400, height: 330 };
const photos = ['facade.png', 'tag.png', 'carport.png'].map((name, index) => ({
  name,
  buffer: noisePng(photoSize.width, photoSize.height, index + 1),
}));

/**
 * A phone on a building site: every request of the browser through a 750 kbit/s uplink (slow 4G's), and
 * the connection of the first request that carries photo bytes cut after 100 KB of them.
 */
const phoneTest = test.extend<{ network: PhoneNetwork; phone: Visitor }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  network: async ({}, use) => {
    const network = await startPhoneNetwork({
      upKbps: 750,
      cut: { method: /^(POST|PATCH)$/, url: /\/storage\/v1\/upload\/resumable\/sign/, afterBytes: 100_000 },
    });
    await use(network);
    await network.close();
  },
  phone: async ({ engine, size, network, baseURL }, use) => {
    const driven = await startBrowser(engine, size, String(baseURL), { proxy: network.url });
    try {
      await useWatched(driven.visitor, size, use);
    } finally {
      await driven.stop();
    }
  },
});

/** The photos' overall progress bar, once it stands part way (a page function). */
function partWay(): number[] | undefined {
  const bar = document.querySelector<HTMLProgressElement>('progress[aria-label="Billeder sendt i alt"]');
  return bar && bar.value > 0 && bar.value < bar.max ? [bar.value, bar.max] : undefined;
}

/**
 * Follows the send button's place on the page (a page function) from now on, every frame: how far it
 * has moved since, at most, is `window.__moved`.
 */
function followSendButton() {
  const button = document.querySelector('form button[type="submit"]');
  if (!button) return false;
  const place = () => button.getBoundingClientRect().top + window.scrollY;
  const start = place();
  const state = { moved: 0 };
  Object.assign(window, { __moved: state });
  const frame = () => {
    state.moved = Math.max(state.moved, Math.abs(place() - start));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return true;
}

/** Picks the photos, fills in the rest and taps send once the photos are part way up. */
async function sendWithPhotos(phone: Visitor, name: string, email: string) {
  await openQuote(phone);
  await phone.setFiles(fileInput, onDisk(photos));
  // The list takes its place at the choice, a row a photo, before they are scaled.
  await waitFor(
    phone,
    (count: number) => document.querySelectorAll('[aria-label="Valgte filer"] li').length === count,
    'the chosen photos listed',
    7_000,
    photos.length,
  );
  await waitFor(phone, followSendButton, 'the send button');
  await fillSender(phone, name, email);
  // Progress is shown while they go up: a bar with its value.
  await waitFor(phone, partWay, 'the photos part way up', 30_000);
  // Nothing below the photos moved while they were scaled and went up: a visitor's taps land where aimed.
  expect(await phone.run(() => (window as unknown as { __moved: { moved: number } }).__moved.moved)).toBe(0);
  await clickButton(phone, 'Indsend din opgave nu');
  // The lead is taken at the tap, while the photos are still on their way.
  await waitForText(phone, success);
  await waitForText(phone, 'Dine billeder er stadig på vej.');
}

/** One company e-mail for the sender (no second lead), with every photo whole, in order. */
async function expectOneNotificationWithPhotos(name: string, since: number, email: string) {
  const subject = `Ny tilbudsforespørgsel fra ${name}`;
  const notification = await findNotification(subject, since, email);
  expect(notification.attachments.map((file) => [file.filename, file.contentType])).toEqual(
    photos.map((photo) => [photo.name, 'image/png']),
  );
  for (const file of notification.attachments)
    expect(wholePng(file.content), file.filename).toEqual(photoSize);
  expect((await mailsSince(since)).filter((mail) => mail.subject === subject)).toHaveLength(1);
}

phoneTest.describe('through a phone network', () => {
  phoneTest.setTimeout(120_000);

  phoneTest(
    'a quote whose upload is cut arrives once, with every photo',
    { tag: '@phone' },
    async ({ phone, network }) => {
      const since = Date.now();
      const { name, email } = uniqueSender('Bent');
      await sendWithPhotos(phone, name, email);
      await waitForText(phone, 'Alle billeder er sendt', 60_000);
      expect(network.cuts()).toBe(1);
      await expectOneNotificationWithPhotos(name, since, email);
    },
  );

  phoneTest(
    'a page reloaded while its photos go up finishes them by itself, and says so',
    { tag: '@phone' },
    async ({ phone }) => {
      const since = Date.now();
      const { name, email } = uniqueSender('Grete');
      await sendWithPhotos(phone, name, email);
      await waitFor(phone, partWay, 'the photos part way up after the tap');
      await phone.goto('/fa-tilbud/');
      // Nothing touched: the page finds the photos it kept and sends them.
      await waitForText(phone, 'som ikke var sendt færdig');
      await waitForText(phone, 'Alle billeder er sendt', 60_000);
      await expectOneNotificationWithPhotos(name, since, email);
    },
  );
});
