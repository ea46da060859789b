import { z } from 'zod';
import './zod-config.ts';
import { filenameSchema, fileTypeSchema } from './file-fields.ts';
import { FILE_LIMITS, fileMessages } from './files.ts';
import { spamFields, spamMessages } from './spam.ts';

/** Ours: only a broken or hostile client sends a path the site did not hand out. */
export const storedFileMessages = {
  path: 'Ukendt fil: vælg billedet igen',
} as const;

/** A photo as the page describes it before it goes up (after scaling): name, type and size. */
export const uploadedFileSchema = z
  .object({ filename: filenameSchema, type: fileTypeSchema, size: z.number().int().positive() })
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
