// The quote form with files in every engine, as a visitor fills it: typed fields, a photo and a drawing
// chosen in the file input, the success toast, and the company's e-mail with both files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNotification, uniqueSender } from '../../e2e/support/outbox.ts';
import { pdf, png } from '../../e2e/support/sample-files.ts';
import { clickButton, clickElement, expect, fillField, test, waitFor, waitForText } from '../fixtures.ts';

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

test('a quote with a photo and a drawing is sent, and the e-mail carries both files', async ({ visitor }) => {
  const since = Date.now();
  const { name, email } = uniqueSender('Rune');
  await visitor.goto('/fa-tilbud/');
  await fillField(
    visitor,
    'textarea[name="description"]',
    'Ny terrasse i lærk, ca. 25 m2, med trappe ned til haven.',
  );
  // The first interaction hydrates the form; the file input's handler is React's.
  await waitFor(visitor, () => document.documentElement.hasAttribute('data-hydrated'), 'the form to hydrate');
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
  await fillField(visitor, 'input[name="name"]', name);
  await fillField(visitor, 'input[name="phone"]', '87654321');
  await fillField(visitor, 'input[name="email"]', email);
  await fillField(visitor, 'input[name="address"]', 'Strandvejen 1');
  await fillField(visitor, 'input[name="postalCode"]', '3250');
  await clickElement(visitor, 'input[name="acceptTerms"]');
  await clickButton(visitor, 'Indsend din opgave nu');
  await waitForText(visitor, success);
  const notification = await findNotification(`Ny tilbudsforespørgsel fra ${name}`, since, email);
  expect(notification.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    ['terrasse.png', 'image/png'],
    ['tegning.pdf', 'application/pdf'],
  ]);
});
