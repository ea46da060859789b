import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactSchema } from './contact.ts';
import { exampleContact as valid } from './examples.ts';
import { allMessages, expectLengthBounds, messagesAt } from './test-support.ts';

// name, email and phone: contact-person.test.ts, which holds the quote form to them too.

const at = (field: string, value: unknown) => messagesAt(contactSchema, { ...valid, [field]: value }, field);

describe('contactSchema', () => {
  it('accepts a complete message and trims every field', () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([field, value]) => [field, `  ${value} `]));
    expect(contactSchema.parse(padded)).toEqual(valid);
  });

  it('names every field of an empty form with its spec message', () => {
    expect(allMessages(contactSchema, {})).toEqual({
      name: ['Navn skal være mindst 2 tegn'],
      email: ['Ugyldig email-adresse'],
      phone: ['Telefonnummer skal være mindst 8 cifre'],
      message: ['Besked skal være mindst 10 tegn'],
    });
  });

  it('message: 10 characters are the minimum, 5000 the maximum', () => {
    expectLengthBounds(at, CONTACT_LIMITS, [
      'message',
      10,
      5000,
      'Besked skal være mindst 10 tegn',
      'Besked må højst være 5000 tegn',
    ]);
  });
});
