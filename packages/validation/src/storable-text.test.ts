import { describe, expect, it } from 'vitest';
import { contactMessages, contactSchema } from './contact.ts';
import { fieldErrors, sendEmailRequestSchema } from './email-payload.ts';
import { exampleContact, exampleJobApplication, exampleQuote } from './examples.ts';
import { jobApplicationMessages, jobApplicationSchema } from './job-application.ts';
import { quoteSchema } from './quote.ts';
import { isStorableText } from './text.ts';

// What a script sends and no keyboard types: NUL, and each half of a surrogate pair alone.
const HOSTILE = ['\u0000', '\uD83D', '\uDE00', '\uDE00\uD83D'];

describe('isStorableText', () => {
  it.each(HOSTILE)('refuses %j', (hostile) => expect(isStorableText(`Ole${hostile}Hansen`)).toBe(false));

  it.each(['Ole Hansen 😀', 'Ион Русу', 'æøå ÆØÅ', '', '\uD83D\uDE00'])('accepts %j', (text) =>
    expect(isStorableText(text)).toBe(true),
  );
});

/** Every text a form has, in the browser's schema and in the function's payload schema alike. */
const forms = [
  {
    formType: 'contact',
    schema: contactSchema,
    values: exampleContact,
    fields: ['name', 'email', 'phone', 'message'],
    message: contactMessages.characters,
  },
  {
    formType: 'quote',
    schema: quoteSchema,
    values: exampleQuote,
    fields: ['name', 'email', 'phone', 'address', 'postalCode', 'description'],
    message: contactMessages.characters,
  },
  {
    formType: 'moldova',
    schema: jobApplicationSchema,
    values: exampleJobApplication,
    fields: [
      'firstName',
      'lastName',
      'birthCountry',
      'birthCity',
      'phoneNumber',
      'email',
      'lastAddressAbroad',
      'postalCode',
      'city',
      'country',
    ],
    message: jobApplicationMessages.characters,
  },
] as const;

describe.each(forms)('the $formType form refuses NUL and lone surrogates in each field', (form) => {
  it.each(form.fields.flatMap((field) => HOSTILE.map((hostile) => [field, hostile] as const)))(
    '%s with %j: the field’s message, the same in the browser and in the function',
    (field, hostile) => {
      const original = String(form.values[field as keyof typeof form.values]);
      // In the middle of a valid value (before the @ of an address), so only the characters are wrong.
      const at = original.includes('@') ? original.indexOf('@') : 1;
      const values = { ...form.values, [field]: `${original.slice(0, at)}${hostile}${original.slice(at)}` };

      const browser = form.schema.safeParse(values);
      const payload = sendEmailRequestSchema.safeParse({
        formType: form.formType,
        formData: { ...values, altcha: 'solved' },
      });
      expect(browser.success).toBe(false);
      expect(payload.success).toBe(false);
      if (browser.success || payload.success) return;
      expect(fieldErrors(payload.error)).toEqual(fieldErrors(browser.error));
      expect(Object.keys(fieldErrors(payload.error))).toEqual([field]);
      expect(fieldErrors(payload.error)[field]).toContain(form.message);
    },
  );
});

it('refuses an attachment name with a lone surrogate', () => {
  const attachment = { filename: 'foto\uD800.png', content: 'AAAA', type: 'image/png', size: 3 };
  const payload = sendEmailRequestSchema.safeParse({
    formType: 'quote',
    formData: { ...exampleQuote, attachments: [attachment], altcha: 'solved' },
  });
  expect(payload.success).toBe(false);
  if (!payload.success)
    expect(fieldErrors(payload.error)).toEqual({ 'attachments.0.filename': ['Ugyldigt filnavn'] });
});
