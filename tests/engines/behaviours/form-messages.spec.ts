// The three forms' messages, word for word, in every engine: an empty form submitted at once (before
// anything else happened on the page) shows each field's message.
import { jobApplicationEmptyMessages, quoteEmptyMessages } from '../../e2e/support/form-messages.ts';
import { clickButton, expect, test, waitFor } from '../fixtures.ts';

const forms = [
  {
    path: '/kontakt/',
    submit: 'Send besked',
    messages: [
      'Navn skal være mindst 2 tegn',
      'Telefonnummer skal være mindst 8 cifre',
      'Ugyldig email-adresse',
      'Besked skal være mindst 10 tegn',
    ],
  },
  {
    path: '/fa-tilbud/',
    submit: 'Indsend din opgave nu',
    messages: quoteEmptyMessages,
  },
  {
    path: '/moldova-ansogning',
    submit: 'Отправить заявку',
    messages: jobApplicationEmptyMessages,
  },
];

for (const { path, submit, messages } of forms) {
  test(`the empty form at ${path} shows its messages`, async ({ visitor }) => {
    await visitor.goto(path);
    await clickButton(visitor, submit);
    const shown = await waitFor(
      visitor,
      (expected: string[]) => {
        const visible = Array.from(document.querySelectorAll('form p, form span, form div'))
          .filter((element) => element.children.length === 0 && element.checkVisibility())
          .map((element) => element.textContent?.trim() ?? '');
        return expected.every((message) => visible.includes(message)) ? expected : undefined;
      },
      'every message',
      15_000,
      messages,
    );
    expect(shown).toEqual(messages);
  });
}
