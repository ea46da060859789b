// The quote form with files in every engine, as a visitor fills it: typed fields, a photo and a drawing
// chosen in the file input, the success toast, and the company's e-mail with both files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNotification, uniqueSender } from '../../e2e/support/outbox.ts';
import { pdf, png } from '../../e2e/support/sample-files.ts';
import { clickButton, expect, test, waitFor } from '../fixtures.ts';
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

/** Clicks the field the CSS selector finds, at its centre, and types into it. */
async function fill(visitor: Visitor, selector: string, text: string): Promise<void> {
  const box = await visitor.run((target: string) => {
    const field = document.querySelector(target);
    field?.scrollIntoView({ block: 'center', behavior: 'instant' });
    const rect = field?.getBoundingClientRect();
    return rect ? { x: rect.x + Math.min(20, rect.width / 2), y: rect.y + rect.height / 2 } : undefined;
  }, selector);
  expect(box, selector).toBeDefined();
  await visitor.clickAt(box?.x ?? 0, box?.y ?? 0);
  await visitor.type(text);
}

test('a quote with a photo and a drawing is sent, and the e-mail carries both files', async ({ visitor }) => {
  const since = Date.now();
  const { name, email } = uniqueSender('Rune');
  await visitor.goto('/fa-tilbud/');
  await fill(
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
  await fill(visitor, 'input[name="name"]', name);
  await fill(visitor, 'input[name="phone"]', '87654321');
  await fill(visitor, 'input[name="email"]', email);
  await fill(visitor, 'input[name="address"]', 'Strandvejen 1');
  await fill(visitor, 'input[name="postalCode"]', '3250');
  const terms = await visitor.run(() => {
    const box = document.querySelector('input[name="acceptTerms"]')?.getBoundingClientRect();
    return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
  });
  await visitor.clickAt(terms?.x ?? 0, terms?.y ?? 0);
  await clickButton(visitor, 'Indsend din opgave nu');
  await waitFor(
    visitor,
    (text: string) => document.body.textContent?.includes(text) === true,
    'the success toast',
    30_000,
    success,
  );
  const notification = await findNotification(`Ny tilbudsforespørgsel fra ${name}`, since, email);
  expect(notification.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    ['terrasse.png', 'image/png'],
    ['tegning.pdf', 'application/pdf'],
  ]);
});
