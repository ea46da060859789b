import { z } from 'zod';
// Before this module builds a schema; the package's modules are bundled apart ("sideEffects").
import './zod-config.ts';
import { CONTACT_LIMITS, contactMessages, contactPersonFields } from './contact.ts';
import { checkFileSelection, FILE_LIMITS, type FileLike } from './files.ts';
import { textFieldBuilder } from './text.ts';

export const QUOTE_LIMITS = {
  name: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  phone: CONTACT_LIMITS.phone,
  address: { min: 2, max: 200 },
  postalCode: { min: 4, max: 10 },
  description: { min: 10, max: 5000 },
  files: { max: FILE_LIMITS.maxFiles },
} as const;

/** The min/required messages are the spec's (section 5); the max messages are ours. */
export const quoteMessages = {
  nameMin: contactMessages.nameMin,
  nameMax: contactMessages.nameMax,
  email: contactMessages.email,
  emailMax: contactMessages.emailMax,
  phoneMin: contactMessages.phoneMin,
  phoneMax: contactMessages.phoneMax,
  addressMin: 'Adresse er påkrævet',
  addressMax: 'Adresse må højst være 200 tegn',
  postalCodeMin: 'Postnr. er påkrævet',
  postalCodeMax: 'Postnr. må højst være 10 tegn',
  descriptionMin: 'Beskrivelse skal være mindst 10 tegn',
  descriptionMax: 'Beskrivelse må højst være 5000 tegn',
  acceptTerms: 'Du skal acceptere betingelserne for at fortsætte',
  characters: contactMessages.characters,
} as const;

const text = textFieldBuilder(QUOTE_LIMITS, quoteMessages);

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const { name, size, type } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof size === 'number' && typeof type === 'string';
}

/**
 * The chosen files, kept as they are (File objects in the browser: the form reads their bytes on
 * submit, so they must not be copied into plain objects). Checked by shape, not `instanceof File`, so
 * a File from another realm (jsdom, an iframe) passes too.
 */
const filesField = z
  .array(z.custom<File>(isFileLike))
  .superRefine((files, ctx) => {
    const problem = checkFileSelection([], files);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .optional();

/** Quote fields other than the files; the e-mail payload carries attachments in their place. */
export const quoteFields = {
  ...contactPersonFields,
  address: text('address'),
  postalCode: text('postalCode'),
  description: text('description'),
  // boolean (not literal true) so a form can start with the box unticked.
  acceptTerms: z
    .boolean({ error: quoteMessages.acceptTerms })
    .refine((accepted) => accepted, { error: quoteMessages.acceptTerms }),
};

export const quoteSchema = z.object({ ...quoteFields, files: filesField });

export type QuoteFormValues = z.infer<typeof quoteSchema>;
