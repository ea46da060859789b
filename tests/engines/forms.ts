// The three forms as the behaviour specs reach them: where each is, its submit button's text, the field
// a visitor taps first, and the messages it shows when sent empty (word for word, as the spec gives them).
import { jobApplicationEmptyMessages, quoteEmptyMessages } from '../e2e/support/form-messages.ts';

export interface SiteForm {
  path: string;
  submit: string;
  /** A text field of the form, a CSS selector. */
  field: string;
  messages: string[];
}

export const siteForms: SiteForm[] = [
  {
    path: '/kontakt/',
    submit: 'Send besked',
    field: 'textarea[name="message"]',
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
    field: 'input[name="postalCode"]',
    messages: quoteEmptyMessages,
  },
  {
    path: '/moldova-ansogning',
    submit: 'Отправить заявку',
    field: 'input[name="postalCode"]',
    messages: jobApplicationEmptyMessages,
  },
];

/** The messages of `expected` the form shows (a page function): each a visible element of its own. */
export function shownMessages(expected: string[]): string[] | undefined {
  const visible = Array.from(document.querySelectorAll('form p, form span, form div'))
    .filter((element) => element.children.length === 0 && element.checkVisibility())
    .map((element) => element.textContent?.trim() ?? '');
  return expected.every((message) => visible.includes(message)) ? expected : undefined;
}
