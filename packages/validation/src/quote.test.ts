import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { exampleQuote as valid } from './examples.ts';
import { QUOTE_LIMITS, quoteSchema } from './quote.ts';
import { allMessages, expectLengthBounds, messagesAt } from './test-support.ts';

// name, email and phone: contact-person.test.ts.

const at = (field: string, value: unknown) => messagesAt(quoteSchema, { ...valid, [field]: value }, field);
const photo = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('quoteSchema', () => {
  it('accepts a complete request without files', () => {
    expect(quoteSchema.parse(valid)).toEqual(valid);
  });

  it('names every field of an empty form with its spec message, reusing the contact messages', () => {
    const { name, email, phone } = allMessages(contactSchema, {});
    expect(allMessages(quoteSchema, {})).toEqual({
      name,
      email,
      phone,
      address: ['Adresse er påkrævet'],
      postalCode: ['Postnr. er påkrævet'],
      description: ['Beskrivelse skal være mindst 10 tegn'],
      acceptTerms: ['Du skal acceptere betingelserne for at fortsætte'],
    });
  });

  it.each([
    ['address', 2, 200, 'Adresse er påkrævet', 'Adresse må højst være 200 tegn'],
    ['postalCode', 4, 10, 'Postnr. er påkrævet', 'Postnr. må højst være 10 tegn'],
    ['description', 10, 5000, 'Beskrivelse skal være mindst 10 tegn', 'Beskrivelse må højst være 5000 tegn'],
  ] as const)('%s: %i characters are the minimum, %i the maximum', (...bounds) => {
    expectLengthBounds(at, QUOTE_LIMITS, bounds);
  });

  it.each([false, undefined, 'true', 1])('acceptTerms: %j is refused', (value) => {
    expect(at('acceptTerms', value)).toEqual(['Du skal acceptere betingelserne for at fortsætte']);
  });

  it('files: optional, and the chosen File objects come back untouched', () => {
    const files = [photo('a.jpg'), photo('b.jpg')];
    expect(at('files', [])).toEqual([]);
    const parsed = quoteSchema.parse({ ...valid, files });
    expect(parsed.files?.[0]).toBe(files[0]);
    expect(parsed.files?.[1]).toBe(files[1]);
  });

  it('files: the file rules apply (6 files; a disallowed type)', () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.jpg`));
    expect(at('files', six)).toEqual(['Du kan maksimalt uploade 5 filer']);
    expect(at('files', six.slice(0, 5))).toEqual([]);
    const script = new File(['x'], 'run.sh', { type: 'application/x-sh' });
    expect(at('files', [photo('a.jpg'), script])).toEqual(['Filtypen "application/x-sh" er ikke tilladt']);
  });

  it('files: something that is not a file is refused', () => {
    expect(quoteSchema.safeParse({ ...valid, files: ['a.jpg'] }).success).toBe(false);
    expect(messagesAt(quoteSchema, { ...valid, files: [{ name: 'a.jpg' }] }, 'files.0')).toHaveLength(1);
  });
});
