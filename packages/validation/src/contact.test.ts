import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactSchema } from './contact.ts';
import { exampleContact as valid } from './examples.ts';
import { allMessages, chars, messagesAt } from './test-support.ts';

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

  it('name: 1 character is refused, 2 pass; spaces do not count', () => {
    expect(at('name', 'A')).toEqual(['Navn skal være mindst 2 tegn']);
    expect(at('name', ' A  ')).toEqual(['Navn skal være mindst 2 tegn']);
    expect(at('name', 'Al')).toEqual([]);
  });

  it.each(['', 'mette', 'mette@', '@example.dk', 'mette@example', 'mette hansen@example.dk'])(
    'email: %j is refused',
    (email) => {
      expect(at('email', email)).toEqual(['Ugyldig email-adresse']);
    },
  );

  it('email: 254 characters pass, 255 are refused with the length message only', () => {
    const domain = '@example.dk';
    expect(at('email', chars(254 - domain.length) + domain)).toEqual([]);
    expect(at('email', chars(255 - domain.length) + domain)).toEqual([
      'Email-adressen må højst være 254 tegn',
    ]);
  });

  it.each([
    ['phone', 8, 'Telefonnummer skal være mindst 8 cifre'],
    ['message', 10, 'Besked skal være mindst 10 tegn'],
  ] as const)('%s: %i characters pass, one fewer are refused', (field, min, message) => {
    expect(CONTACT_LIMITS[field].min).toBe(min);
    expect(at(field, chars(min - 1, '1'))).toEqual([message]);
    expect(at(field, chars(min, '1'))).toEqual([]);
  });

  it.each([
    ['name', 100, 'Navn må højst være 100 tegn'],
    ['phone', 30, 'Telefonnummer må højst være 30 tegn'],
    ['message', 5000, 'Besked må højst være 5000 tegn'],
  ] as const)('%s: %i characters pass, one more are refused', (field, max, message) => {
    expect(CONTACT_LIMITS[field].max).toBe(max);
    expect(at(field, chars(max, '1'))).toEqual([]);
    expect(at(field, chars(max + 1, '1'))).toEqual([message]);
  });
});
