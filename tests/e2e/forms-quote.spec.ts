import { expect, type Locator, test } from '@playwright/test';
import { formViolations } from './support/axe.ts';
import { watchCsp } from './support/csp.ts';
import { quoteEmptyMessages } from './support/form-messages.ts';
import { expectMessagesShown, fillTextboxes, openForm, submitHeld } from './support/form-steps.ts';
import { cutFunctions } from './support/functions-faults.ts';
import {
  expectOneTapAtPhoneWidth,
  findConfirmation,
  findNotification,
  uniqueSender,
} from './support/outbox.ts';
import { pdf, png } from './support/sample-files.ts';

const toasts = {
  success: 'Tak for din tilbudsforespørgsel! Vi kontakter dig inden for 24 timer.',
};

/** The visitor's details and consent, as every quote here gives them. */
async function fillContact(form: Locator, name: string, email: string) {
  await fillTextboxes(form, {
    Navn: name,
    Telefon: '87654321',
    'E-mail': email,
    Adresse: 'Strandvejen 1',
    'Postnr.': '3250',
  });
  await form.getByRole('checkbox').check();
}

/** The PDF attached in the first test, compared byte for byte with what the e-mail carries. */
const drawing = pdf('tegning.pdf');

test.describe('quote form', () => {
  test('sends a request with attachments, previewed and scaled under the page’s policy: toast, and the e-mail with its files in the outbox', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const since = Date.now();
    const { token, name, email } = uniqueSender('Karen');
    const form = await openForm(page, '/fa-tilbud/');
    // One line of a street address: an <input> takes address-line1 (street-address is for a textarea).
    await expect(form.getByLabel('Adresse')).toHaveAttribute('autocomplete', 'address-line1');

    await form
      .getByLabel('Beskriv din opgave')
      .fill('Nyt tag på carporten, ca. 30 m2 <script>alert(1)</script>');
    const picker = form.getByLabel(/Vedhæft/);
    await picker.setInputFiles([png('carport.png'), drawing]);
    const chosen = form.getByRole('list', { name: 'Valgte filer' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(chosen).toContainText('carport.png');
    await expect(chosen).toContainText('tegning.pdf');
    await expect(chosen).toContainText(`${drawing.buffer.length} B`);
    // A thumbnail for the image (decorative: the name is beside it), an icon for the PDF. The thumbnail
    // is a blob: URL, and the photo is scaled in browser-image-compression's blob: worker.
    await expect(chosen.locator('img[src^="blob:"]')).toHaveCount(1);
    await fillContact(form, name, email);

    await submitHeld(page, form, 'Indsend din opgave nu', 'Sender...');
    await expect(page.getByText(toasts.success)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Indsend din opgave nu' })).toBeEnabled();
    expect(await violations()).toEqual([]);

    const notification = await findNotification(`Ny tilbudsforespørgsel fra ${name}`, since, email);
    expect(notification.html).toContain(`&lt;b&gt;Karen&lt;/b&gt; ${token}`);
    expect(notification.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notification.html).not.toContain('<script>');
    expect(notification.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['carport.png', 'image/png'],
      ['tegning.pdf', 'application/pdf'],
    ]);
    expect(notification.attachments[1]?.content.equals(drawing.buffer)).toBe(true);
    await expectOneTapAtPhoneWidth(page, notification.html || '', name);

    const confirmation = await findConfirmation(
      'Vi har modtaget din tilbudsforespørgsel - Nordkyst Byg ApS',
      since,
      email,
    );
    expect(confirmation.attachments).toEqual([]);
  });

  test('file picker: adds, removes one by one, and refuses selections over the limits whole', async ({
    page,
  }) => {
    const form = await openForm(page, '/fa-tilbud/');
    const picker = form.getByLabel(/Vedhæft/);
    const chosen = form.getByRole('list', { name: 'Valgte filer' });

    await picker.setInputFiles([pdf('a.pdf'), pdf('b.pdf')]);
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await form.getByRole('button', { name: 'Fjern a.pdf' }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(chosen).toContainText('b.pdf');
    await expect(picker).toBeFocused();

    // Five more would make six.
    await picker.setInputFiles(['c', 'd', 'e', 'f', 'g'].map((n) => pdf(`${n}.pdf`)));
    await expect(picker).toHaveAccessibleDescription(/Du kan maksimalt uploade 5 filer/);
    await expect(chosen.getByRole('listitem')).toHaveCount(1);

    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    await picker.setInputFiles([pdf('c.pdf'), pdf('stor.pdf', big)]);
    await expect(form.getByText('Filen "stor.pdf" er for stor (maks 10MB)')).toBeVisible();
    await expect(chosen.getByRole('listitem')).toHaveCount(1);

    await picker.setInputFiles([
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    await expect(form.getByText('Filtypen "application/x-msdownload" er ikke tilladt')).toBeVisible();
    await expect(chosen.getByRole('listitem')).toHaveCount(1);

    await picker.setInputFiles([pdf('c.pdf')]);
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(form.getByText('Filtypen "application/x-msdownload" er ikke tilladt')).toBeHidden();
  });

  test('photos swapped past what one quote may have: the new one stays behind with one line, said once why, and the quote goes with the rest', async ({
    page,
  }) => {
    const since = Date.now();
    const { name, email } = uniqueSender('Skifter');
    const form = await openForm(page, '/fa-tilbud/');
    await form.getByLabel('Beskriv din opgave').fill('Nyt køkken, billeder af det gamle.');
    const picker = form.getByLabel(/Vedhæft/);
    const chosen = form.getByRole('list', { name: 'Valgte filer' });
    const allSent = form.getByText('Alle billeder er sendt', { exact: true });
    const pick = async (names: string[]) => {
      await picker.setInputFiles(names.map((n) => png(`${n}.png`)));
      await expect(allSent).toBeVisible({ timeout: 15_000 });
    };
    // Five photos, all taken out, five others: the quote's grant has given its ten paths.
    await pick(['a', 'b', 'c', 'd', 'e']);
    for (const n of ['a', 'b', 'c', 'd', 'e'])
      await form.getByRole('button', { name: `Fjern ${n}.png` }).click();
    await pick(['f', 'g', 'h', 'i', 'j']);
    await form.getByRole('button', { name: 'Fjern f.png' }).click();
    await picker.setInputFiles([png('k.png')]);

    // Why, once, in the status; the new photo's own line says only that it stays behind.
    const why =
      /^Du har skiftet billederne ud for mange gange\. Send forespørgslen med de billeder, der allerede er valgt/;
    await expect(form.getByRole('status').filter({ hasText: why })).toHaveCount(1);
    await expect(form.getByText(why)).toHaveCount(1);
    await expect(chosen.getByRole('listitem').filter({ hasText: 'k.png' })).toContainText('Sendes ikke med');
    await expect(chosen.getByRole('listitem').filter({ hasText: 'Sendt' })).toHaveCount(4);

    // As it says: the quote goes with the photos already chosen.
    await fillContact(form, name, email);
    await form.getByRole('button', { name: 'Indsend din opgave nu' }).click();
    await expect(page.getByText(toasts.success)).toBeVisible();
    const notification = await findNotification(`Ny tilbudsforespørgsel fra ${name}`, since, email);
    expect(notification.attachments.map((a) => a.filename)).toEqual(['g.png', 'h.png', 'i.png', 'j.png']);
  });

  test('shows the validation messages, including the consent; axe finds nothing before or after', async ({
    page,
  }) => {
    const form = await openForm(page, '/fa-tilbud/');
    expect(await formViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Indsend din opgave nu' }).click();
    await expectMessagesShown(form, quoteEmptyMessages);
    expect(await formViolations(page)).toEqual([]);
    await expect(form.getByLabel('Beskriv din opgave')).toBeFocused();
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(
      'Du skal acceptere betingelserne for at fortsætte',
    );
    await expect(form.getByRole('link', { name: 'privatlivspolitikken' })).toHaveAttribute(
      'href',
      '/privatlivspolitik/',
    );
  });

  test('keeps a quote tapped without a connection on the device, and sends it once when the connection returns', async ({
    page,
  }) => {
    const since = Date.now();
    const { name, email } = uniqueSender('Offline');
    const form = await openForm(page, '/fa-tilbud/');
    // The visitor starts while the connection holds: the form fetches its challenge then.
    const challenge = page.waitForResponse((response) => response.url().endsWith('/send-email/challenge'));
    await form.getByLabel('Beskriv din opgave').fill('Ny carport med skur, ca. 20 m2.');
    await challenge;
    await fillContact(form, name, email);

    // The connection goes: the tap keeps the quote on the device and says so.
    await cutFunctions(page);
    await form.getByRole('button', { name: 'Indsend din opgave nu' }).click();
    await expect(page.getByText('Din tilbudsforespørgsel er gemt på din enhed')).toBeVisible();

    // It comes back: the quote goes by itself, once.
    await page.unroute('**/functions/v1/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const notification = await findNotification(`Ny tilbudsforespørgsel fra ${name}`, since, email);
    expect(notification.text).toContain('Ny carport med skur, ca. 20 m2.');
  });
});
