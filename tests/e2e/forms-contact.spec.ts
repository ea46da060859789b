import { expect, test } from '@playwright/test';
import { formViolations } from './support/axe.ts';
import { fillTextboxes, openForm, submitExpectingFailure, submitHeld } from './support/form-steps.ts';
import { cutFunctions, sendToRunnerWithoutDatabase } from './support/functions-faults.ts';
import { findConfirmation, findNotification, uniqueSender } from './support/outbox.ts';

const toasts = {
  success: 'Tak for din besked! Vi har sendt dig en bekræftelse og vender tilbage til dig snarest.',
  failure: ['Der opstod en fejl ved afsendelse af beskeden. Prøv venligst igen.'],
};

test.describe('contact form', () => {
  test('sends a message: toast, reset, and both e-mails in the outbox with the name escaped; a challenge is fetched when the visitor starts on the form, and after a send only when they start again', async ({
    page,
  }) => {
    const since = Date.now();
    let challenges = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/send-email/challenge')) challenges++;
    });
    const { token, name, email } = uniqueSender('Ole');
    const form = await openForm(page, '/kontakt/');
    expect(challenges).toBe(0);

    await form.getByLabel('Navn').fill(name);
    await expect.poll(() => challenges).toBe(1);
    await form.getByLabel('Telefon').fill('12 34 56 78');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Besked').fill('Vi vil gerne have en ny terrasse & et nyt badeværelse.');

    await submitHeld(page, form, 'Send besked', 'Sender...');
    await expect(page.getByText(toasts.success)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send besked' })).toBeEnabled();
    for (const label of ['Navn', 'Telefon', 'E-mail', 'Besked'])
      await expect(form.getByLabel(label)).toHaveValue('');
    // Nothing fetched ahead for a second message the visitor may never write.
    expect(challenges).toBe(1);
    await form.getByLabel('Navn').focus();
    await expect.poll(() => challenges).toBe(2);

    const notification = await findNotification(`Ny besked fra ${name}`, since, email);
    expect(notification.html).toContain(`&lt;b&gt;Ole&lt;/b&gt; ${token}`);
    expect(notification.html).not.toContain('<b>Ole</b>');
    expect(notification.text).toContain(`Navn: ${name}`);
    expect(notification.text).toContain('Telefon: 12 34 56 78');

    const confirmation = await findConfirmation('Tak for din besked - Nordkyst Byg ApS', since, email);
    expect(confirmation.text).toContain('inden for 24 timer');
  });

  test('shows the validation messages under the fields and focuses the first invalid one; axe finds nothing before or after', async ({
    page,
  }) => {
    const form = await openForm(page, '/kontakt/');
    expect(await formViolations(page)).toEqual([]);
    await form.getByLabel('E-mail').fill('ikke-en-adresse');
    await form.getByRole('button', { name: 'Send besked' }).click();

    const messages = {
      Navn: 'Navn skal være mindst 2 tegn',
      Telefon: 'Telefonnummer skal være mindst 8 cifre',
      'E-mail': 'Ugyldig email-adresse',
      Besked: 'Besked skal være mindst 10 tegn',
    };
    for (const [label, message] of Object.entries(messages)) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(form.getByLabel('Navn')).toBeFocused();
    expect(await formViolations(page)).toEqual([]);

    await form.getByLabel('Navn').fill('Ole');
    await expect(form.getByText(messages.Navn)).toBeHidden();
  });

  test('keeps every value and shows the error toast when the functions server is unreachable', async ({
    page,
  }) => {
    await cutFunctions(page);
    const form = await openForm(page, '/kontakt/');
    const values = {
      Navn: 'Ole Hansen',
      Telefon: '12345678',
      'E-mail': 'ole@example.dk',
      Besked: 'Ring venligst til mig.',
    };
    await fillTextboxes(form, values);
    await submitExpectingFailure(page, form, {
      submit: 'Send besked',
      failure: toasts.failure,
      kept: values,
    });
  });

  test('thanks the visitor when the database is down: the message goes straight to the company, marked not stored', async ({
    page,
  }) => {
    const since = Date.now();
    const { name, email } = uniqueSender('Database');
    const stop = await sendToRunnerWithoutDatabase(page);
    try {
      const form = await openForm(page, '/kontakt/');
      await form.getByLabel('Navn').fill(name);
      await form.getByLabel('Telefon').fill('12 34 56 78');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Besked').fill('Databasen er nede, men beskeden skal frem.');
      await form.getByRole('button', { name: 'Send besked' }).click();
      await expect(page.getByText(toasts.success)).toBeVisible();
      const notification = await findNotification(`Ikke gemt: Ny besked fra ${name}`, since, email);
      expect(notification.text).toContain('Henvendelsen kunne ikke gemmes');
    } finally {
      stop();
    }
  });
});
