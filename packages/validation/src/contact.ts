import { z } from 'zod';
// Before this module builds a schema; the package's modules are bundled apart ("sideEffects").
import './zod-config.ts';
import { isStorableText, textFieldBuilder } from './text.ts';

export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  // 254 is the longest address SMTP can carry (RFC 5321 path limit).
  email: { max: 254 },
  phone: { min: 8, max: 30 },
  message: { min: 10, max: 5000 },
} as const;

/** The min/format messages are the spec's (section 5); the max messages are ours. */
export const contactMessages = {
  nameMin: 'Navn skal være mindst 2 tegn',
  nameMax: 'Navn må højst være 100 tegn',
  email: 'Ugyldig email-adresse',
  emailMax: 'Email-adressen må højst være 254 tegn',
  phoneMin: 'Telefonnummer skal være mindst 8 cifre',
  phoneMax: 'Telefonnummer må højst være 30 tegn',
  messageMin: 'Besked skal være mindst 10 tegn',
  messageMax: 'Besked må højst være 5000 tegn',
  // Ours: NUL or half of a surrogate pair, which only a script or a broken paste sends.
  characters: 'Feltet indeholder tegn, der ikke kan bruges',
} as const;

const text = textFieldBuilder(CONTACT_LIMITS, contactMessages);

/** name, email and phone, shared by the contact and the quote form. */
export const contactPersonFields = {
  name: text('name'),
  // The length bound runs before the address check, so an oversized string never reaches the pattern.
  email: z
    .string({ error: contactMessages.email })
    .trim()
    .max(CONTACT_LIMITS.email.max, { error: contactMessages.emailMax })
    .refine(isStorableText, { error: contactMessages.characters })
    .pipe(z.email({ error: contactMessages.email })),
  phone: text('phone'),
};

export const contactSchema = z.object({ ...contactPersonFields, message: text('message') });

export type ContactFormValues = z.infer<typeof contactSchema>;
