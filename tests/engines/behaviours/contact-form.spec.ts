// The contact form in every engine, as a visitor fills it: typed fields, the success toast, the form
// emptied, and both e-mails in the outbox with the name's markup escaped; then the owner, in the same
// engine, keeps the call promise from the notification's one-tap link (issue 56, decision 062). No challenge is fetched ahead
// for a next message (issue 42, point 6); that the next start fetches one is e2e/forms-contact.spec.ts's
// (a driven Firefox window has no system focus, so its fields get no focus events).
import { findConfirmation, findNotification, uniqueSender } from '../../e2e/support/outbox.ts';
import { clickButton, expect, fillField, test, waitForText } from '../fixtures.ts';

const success = 'Tak for din besked! Vi har sendt dig en bekræftelse og vender tilbage til dig snarest.';
const fields = ['name', 'phone', 'email', 'message'];

/** The challenges the page has fetched from the functions (its resource timing entries). */
function challengesFetched(): number {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('/send-email/challenge')).length;
}

test('a message is sent: the toast, the emptied form, both e-mails, and the owner’s one tap on its call', {
  tag: '@phone',
}, async ({ visitor }) => {
  const since = Date.now();
  const { token, name, email } = uniqueSender('Ole');
  await visitor.goto('/kontakt/');
  expect(await visitor.run(challengesFetched)).toBe(0);
  await fillField(visitor, 'input[name="name"]', name);
  await fillField(visitor, 'input[name="phone"]', '12 34 56 78');
  await fillField(visitor, 'input[name="email"]', email);
  await fillField(
    visitor,
    'textarea[name="message"]',
    'Vi vil gerne have en ny terrasse & et nyt badeværelse.',
  );
  await clickButton(visitor, 'Send besked');
  await waitForText(visitor, success);
  const values = await visitor.run(
    (names: string[]) =>
      names.map((field) => (document.querySelector(`[name="${field}"]`) as HTMLInputElement | null)?.value),
    fields,
  );
  expect(values).toEqual(['', '', '', '']);
  // Nothing fetched ahead for a second message the visitor may never write.
  expect(await visitor.run(challengesFetched)).toBe(1);

  const notification = await findNotification(`Ny besked fra ${name}`, since, email);
  expect(notification.html).toContain(`&lt;b&gt;Ole&lt;/b&gt; ${token}`);
  expect(notification.text).toContain('Telefon: 12 34 56 78');
  expect(notification.text).toContain('badeværelse');
  await findConfirmation('Tak for din besked - Nordkyst Byg ApS', since, email);

  // The owner taps "Jeg har ringet" in the notification: the site's page names the lead and asks first.
  const link = new URL(/^Jeg har ringet: (\S+)$/m.exec(notification.text ?? '')?.[1] ?? 'http://missing/');
  expect(link.pathname).toBe('/handling/');
  await visitor.goto(`${link.pathname}${link.hash}`);
  await waitForText(visitor, `fra ${name} (Kontaktformularen)`);
  await clickButton(visitor, 'Bekræft: Jeg har ringet');
  await waitForText(visitor, 'Registreret: Jeg har ringet');
  // Opened again (a second tap, a mail scanner's visit): said so, nothing done twice.
  await visitor.goto(`${link.pathname}?igen${link.hash}`);
  await waitForText(visitor, 'Det er allerede registreret');
  // A link changed by one character is refused in Danish, and offers nothing to tap.
  await visitor.goto(
    `${link.pathname}?rettet${link.hash.slice(0, -1)}${link.hash.endsWith('0') ? '1' : '0'}`,
  );
  await waitForText(visitor, 'Linket er ikke gyldigt. Åbn henvendelsen i Henvendelser i Studio i stedet.');
  expect(await visitor.run(() => document.querySelectorAll('main button').length)).toBe(0);
});
