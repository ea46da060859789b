// The Russian job application in every engine, as an applicant fills it: Cyrillic typed into the fields,
// the birth date chosen in the calendar, the radio buttons, the Russian toast, and the e-mails.
import { findConfirmation, findNotification, uniqueToken } from '../../e2e/support/outbox.ts';
import { clickButton, clickElement, expect, fillField, test, waitFor, waitForText } from '../fixtures.ts';

const success = 'Мы получили вашу заявку и свяжемся с вами в ближайшее время.';

// Chromium: tests/e2e/forms-job-application.spec.ts, 'sends an application…' (its date from the calendar too).
test('an application is sent, with the birth date picked in the calendar', {
  tag: ['@phone', '@other-engines'],
}, async ({ visitor }) => {
  const since = Date.now();
  const token = uniqueToken();
  const email = `ion.${token}@example.md`;
  await visitor.goto('/moldova-ansogning');
  const fields: [string, string][] = [
    ['firstName', `Ион ${token}`],
    ['lastName', 'Русу'],
    ['birthCountry', 'Молдова'],
    ['birthCity', 'Кишинёв'],
    ['phoneNumber', '+373 69 123 456'],
    ['email', email],
    ['lastAddressAbroad', 'ул. Штефан чел Маре 1, Кишинёв'],
    ['postalCode', 'MD-2001'],
    ['city', 'Gilleleje'],
    ['country', 'Danmark'],
  ];
  for (const [name, text] of fields) await fillField(visitor, `[name="${name}"]`, text);
  const typed = await visitor.run(
    (names: string[]) =>
      names.map((name) => (document.querySelector(`[name="${name}"]`) as HTMLInputElement).value),
    fields.map(([name]) => name),
  );
  expect(typed).toEqual(fields.map(([, text]) => text));

  // The calendar opens on January thirty years back; the applicant picks the 15th there. Typing started
  // React's hydration; a tap that comes before it ends is held and replayed once it has. Under load that
  // can take seconds (7 s ran out once, in Firefox with both cores loaded), so the wait is the toast's.
  await clickElement(visitor, 'button[aria-haspopup="dialog"]');
  await waitFor(
    visitor,
    () => Array.from(document.querySelectorAll('[role="dialog"] button')).some((b) => b.textContent === '15'),
    'the calendar',
    30_000,
  );
  await clickElement(visitor, '[role="dialog"] button', { text: '15' });
  const year = new Date().getFullYear() - 30;
  await waitFor(
    visitor,
    (date: string) => document.querySelector('button[aria-haspopup="dialog"]')?.textContent?.includes(date),
    'the chosen date',
    7_000,
    `15.01.${year}`,
  );

  await clickElement(visitor, 'input[name="hasChildren"][value="да"]');
  await clickElement(visitor, 'input[name="isMarried"][value="нет"]');
  await clickButton(visitor, 'Отправить заявку');
  await waitForText(visitor, success);

  const notification = await findNotification(`Ny jobansøgning fra Ион ${token} Русу`, since, email);
  expect(notification.text).toContain(`Fødselsdato: 15.01.${year}`);
  expect(notification.text).toContain('Har børn: Ja');
  expect(notification.text).toContain('Gift: Nej');
  await findConfirmation('Ваша заявка получена - Nordkyst Byg ApS', since, email);
});
