import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactSchema } from './contact.ts';
import { exampleContact, exampleQuote } from './examples.ts';
import { quoteSchema } from './quote.ts';
import { emailOfLength, expectLengthBounds, MALFORMED_EMAILS, messagesAt } from './test-support.ts';

// The contact and the quote form share their name, e-mail and phone fields: both are held to every rule.
describe.each([
  { form: 'contact', schema: contactSchema, valid: exampleContact },
  { form: 'quote', schema: quoteSchema, valid: exampleQuote },
])('the $form form: name, e-mail and phone', ({ schema, valid }) => {
  const at = (field: string, value: unknown) => messagesAt(schema, { ...valid, [field]: value }, field);

  it.each([
    ['name', 2, 100, 'Navn skal være mindst 2 tegn', 'Navn må højst være 100 tegn'],
    ['phone', 8, 30, 'Telefonnummer skal være mindst 8 cifre', 'Telefonnummer må højst være 30 tegn'],
  ] as const)('%s: %i characters are the minimum, %i the maximum', (...bounds) => {
    expectLengthBounds(at, CONTACT_LIMITS, bounds);
  });

  it.each(['', ...MALFORMED_EMAILS])('email: %j is refused', (email) => {
    expect(at('email', email)).toEqual(['Ugyldig email-adresse']);
  });

  it('email: 254 characters pass, 255 are refused with the length message only', () => {
    expect(at('email', emailOfLength(254))).toEqual([]);
    expect(at('email', emailOfLength(255))).toEqual(['Email-adressen må højst være 254 tegn']);
  });
});
