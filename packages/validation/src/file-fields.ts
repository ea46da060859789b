import { z } from 'zod';
import './zod-config.ts';
import { FILE_LIMITS, fileMessages } from './files.ts';
import { isStorableText } from './text.ts';

export const fileFieldMessages = {
  filename: 'Ugyldigt filnavn',
  // Ours (issue 54): a file whose device named no type cannot be checked for what it is.
  typeMissing: 'Filen har ingen filtype. Send billeder (JPEG, PNG, GIF, WebP), PDF eller Word-filer.',
} as const;

// A bare name only: the filename travels into the e-mail, so no path separators or control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const UNSAFE_FILENAME = /[/\\\u0000-\u001f\u007f]/;

/** A file's name as the visitor's device gave it: a bare name, shown in e-mails and the Studio. */
export const filenameSchema = z
  .string({ error: fileFieldMessages.filename })
  .min(1, { error: fileFieldMessages.filename })
  .max(255, { error: fileFieldMessages.filename })
  .refine((name) => !UNSAFE_FILENAME.test(name) && isStorableText(name) && name !== '.' && name !== '..', {
    error: fileFieldMessages.filename,
  });

/** A file's type: one the site takes (FILE_LIMITS), with the spec's message otherwise. */
export const fileTypeSchema = z.enum(FILE_LIMITS.allowedTypes, {
  error: ({ input }) => fileMessages.typeNotAllowed(String(input)),
});
