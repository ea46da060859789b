// The quote form with files in every engine, as a visitor fills it: typed fields, a photo and a drawing
// chosen in the file input, the success toast, and the company's e-mail with both files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNotification, uniqueSender } from '../../e2e/support/outbox.ts';
import { pdf, png } from '../../e2e/support/sample-files.ts';
import { clickButton, clickElement, expect, fillField, test, waitFor, waitForText } from '../fixtures.ts';
import type { Visitor } from '../visitor.ts';

const success = 'Tak for din tilbudsforespørgsel! Vi kontakter dig inden for 24 timer.';

/** The sample files on disk, where a WebDriver can pick them. */
function samples(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'quote-files-'));
  return [png('terrasse.png'), pdf('tegning.pdf')].map(({ name, buffer }) => {
    const path = join(dir, name);
    writeFileSync(path, buffer);
    return path;
  });
}

/** Opens the quote form, describes the job and waits until React runs the form. */
async function openQuote(visitor: Visitor) {
  await visitor.goto('/fa-tilbud/');
  await fillField(
    visitor,
    'textarea[name="description"]',
    'Ny terrasse i lærk, ca. 25 m2, med trappe ned til haven.',
  );
  // The first interaction hydrates the form; the file input's handler is React's.
  await waitFor(visitor, () => document.documentElement.hasAttribute('data-hydrated'), 'the form to hydrate');
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

test('a quote with a photo and a drawing is sent, and the e-mail carries both files', async ({ visitor }) => {
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

test('a tap on send while the photo is still being prepared sends it with the quote', async ({ visitor }) => {
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
