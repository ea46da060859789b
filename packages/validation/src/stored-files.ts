import { z } from 'zod';
import './zod-config.ts';
import { fileFieldMessages, filenameSchema, fileTypeSchema } from './file-fields.ts';
import { FILE_LIMITS, fileMessages } from './files.ts';
import { spamFields, spamMessages } from './spam.ts';

/** Ours: only a broken or hostile client sends a path the site did not hand out. */
export const storedFileMessages = {
  path: 'Ukendt fil: vælg billedet igen',
  /**
   * Ours (decision 058): Storage holds all the bucket may take (STORAGE_MAX_BYTES), so no photo is taken
   * now; the quote's text still reaches the company.
   */
  storageFull: (companyEmail: string) =>
    `Vi kan ikke tage imod billeder lige nu, fordi vores lager til billeder er fuldt. Du kan sende forespørgslen uden billederne, og den når os alligevel; billederne kan du sende på e-mail til ${companyEmail}.`,
} as const;

/**
 * A photo's type as its grant names it (issue 54): one the site takes; none at all (a device that named
 * none) is refused with its own message, as its bytes could not be checked against it.
 */
const grantedTypeSchema = z
  .string({ error: fileFieldMessages.typeMissing })
  .min(1, { error: fileFieldMessages.typeMissing })
  .pipe(fileTypeSchema);

/** A photo as the page describes it before it goes up (after scaling): name, type and size. */
export const uploadedFileSchema = z
  .object({ filename: filenameSchema, type: grantedTypeSchema, size: z.number().int().positive() })
  .superRefine(({ filename, size }, ctx) => {
    if (size > FILE_LIMITS.maxFileBytes)
      ctx.addIssue({ code: 'custom', path: ['size'], message: fileMessages.tooLarge(filename) });
  });

/**
 * The body of `POST …/send-email/uploads` (issue 49): every photo picked so far, with the quote's solved
 * challenge, for which the function hands out one signed upload URL a photo.
 */
export const uploadGrantRequestSchema = z.object({
  formType: z.literal('quote'),
  altcha: spamFields(spamMessages.da).altcha,
  files: z
    .array(uploadedFileSchema)
    .min(1, { error: fileMessages.maxFiles })
    .max(FILE_LIMITS.maxFiles, { error: fileMessages.maxFiles }),
});

export type UploadGrantRequest = z.infer<typeof uploadGrantRequestSchema>;

/** A photo in storage, as the quote names it: the path its grant gave it (`<grant>/<position>-<name>`). */
export const storedFileSchema = uploadedFileSchema.and(
  z.object({
    path: z
      .string({ error: storedFileMessages.path })
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-4]-[^/]{1,120}$/, {
        error: storedFileMessages.path,
      }),
  }),
);

export type StoredFile = z.infer<typeof storedFileSchema>;

export const storedFilesSchema = z
  .array(storedFileSchema)
  .max(FILE_LIMITS.maxFiles, { error: fileMessages.maxFiles });
