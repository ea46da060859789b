import { z } from 'zod';
import { boundedText } from './text.ts';

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
} as const;

const L = CONTACT_LIMITS;
const m = contactMessages;

/** name, email and phone, shared by the contact and the quote form. */
export const contactPersonFields = {
  name: boundedText({ length: L.name.min, message: m.nameMin }, { length: L.name.max, message: m.nameMax }),
  // The length bound runs before the address check, so an oversized string never reaches the pattern.
  email: z
    .string({ error: m.email })
    .trim()
    .max(L.email.max, { error: m.emailMax })
    .pipe(z.email({ error: m.email })),
  phone: boundedText(
    { length: L.phone.min, message: m.phoneMin },
    { length: L.phone.max, message: m.phoneMax },
  ),
};

export const contactSchema = z.object({
  ...contactPersonFields,
  message: boundedText(
    { length: L.message.min, message: m.messageMin },
    { length: L.message.max, message: m.messageMax },
  ),
});

export type ContactFormValues = z.infer<typeof contactSchema>;
