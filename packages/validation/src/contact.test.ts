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

  it('name: 100 characters pass, 101 are refused', () => {
    expect(CONTACT_LIMITS.name.max).toBe(100);
    expect(at('name', chars(100))).toEqual([]);
    expect(at('name', chars(101))).toEqual(['Navn må højst være 100 tegn']);
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

  it('phone: 7 characters are refused, 8 pass', () => {
    expect(at('phone', '1234567')).toEqual(['Telefonnummer skal være mindst 8 cifre']);
    expect(at('phone', '12345678')).toEqual([]);
  });

  it('phone: 30 characters pass, 31 are refused', () => {
    expect(at('phone', chars(30, '1'))).toEqual([]);
    expect(at('phone', chars(31, '1'))).toEqual(['Telefonnummer må højst være 30 tegn']);
  });

  it('message: 9 characters are refused, 10 pass', () => {
    expect(at('message', chars(9))).toEqual(['Besked skal være mindst 10 tegn']);
    expect(at('message', chars(10))).toEqual([]);
  });

  it('message: 5000 characters pass, 5001 are refused', () => {
    expect(at('message', chars(5000))).toEqual([]);
    expect(at('message', chars(5001))).toEqual(['Besked må højst være 5000 tegn']);
  });
});
