import { z } from 'zod';
// Before this module builds a schema; the package's modules are bundled apart ("sideEffects").
import './zod-config.ts';
import { contactSchema } from './contact.ts';
import { fileFieldMessages, filenameSchema, fileTypeSchema } from './file-fields.ts';
import { checkTotalEncodedSize, FILE_LIMITS, fileMessages } from './files.ts';
import { jobApplicationSchema } from './job-application.ts';
import { leadSourceSchema } from './lead-source.ts';
import { quoteFields } from './quote.ts';
import { spamFields, spamMessages } from './spam.ts';
import { storedFilesSchema } from './stored-files.ts';

export const FORM_TYPES = ['contact', 'quote', 'moldova'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Ours: the browser checks files before sending, so only a broken or hostile client sees these. */
export const payloadMessages = {
  filename: fileFieldMessages.filename,
  content: 'Filens indhold er ikke gyldig base64',
  sizeMismatch: 'Filens størrelse passer ikke med indholdet',
  formType: 'Ukendt formulartype',
  twoKindsOfFiles: 'Send filerne enten i henvendelsen eller som uploadede filer, ikke begge dele',
} as const;

/** Bytes that a valid, padded base64 text decodes to. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

export const attachmentSchema = z
  .object({
    filename: filenameSchema,
    // abort: with content that is not base64 the size comparison below would be meaningless.
    content: z.base64({ error: payloadMessages.content, abort: true }),
    type: fileTypeSchema,
    size: z.number().int().nonnegative(),
  })
  .superRefine(({ filename, content, size }, ctx) => {
    if (size > FILE_LIMITS.maxFileBytes) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: fileMessages.tooLarge(filename) });
    } else if (decodedLength(content) !== size) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: payloadMessages.sizeMismatch });
    }
  });

export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentsSchema = z
  .array(attachmentSchema)
  .max(FILE_LIMITS.maxFiles, { error: fileMessages.maxFiles })
  .superRefine((attachments, ctx) => {
    const problem = checkTotalEncodedSize(attachments);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The body of the send-email call (spec section 7). Each branch reuses the form's own field schemas,
 * so the server refuses exactly what the browser would. Unknown keys are dropped: the server must
 * use the parsed value, never the raw body. `source` (issue 51) is where the lead was sent from: the
 * browser adds it; a request without it (an older page, a script) is as valid.
 */
export const sendEmailRequestSchema = z.discriminatedUnion(
  'formType',
  [
    z.object({
      formType: z.literal('contact'),
      formData: contactSchema.extend(spamFields(spamMessages.da)),
      source: leadSourceSchema,
    }),
    z.object({
      formType: z.literal('quote'),
      formData: z
        .object({
          ...quoteFields,
          attachments: attachmentsSchema.optional(),
          // Photos already in storage (issue 49): their paths from the upload grant.
          files: storedFilesSchema.optional(),
          ...spamFields(spamMessages.da),
        })
        .refine((data) => !(data.attachments?.length && data.files?.length), {
          error: payloadMessages.twoKindsOfFiles,
          path: ['files'],
        }),
      source: leadSourceSchema,
    }),
    z.object({
      formType: z.literal('moldova'),
      formData: jobApplicationSchema.extend(spamFields(spamMessages.ru)),
      source: leadSourceSchema,
    }),
  ],
  { error: payloadMessages.formType },
);

export type SendEmailRequest = z.infer<typeof sendEmailRequestSchema>;

export type SendEmailResult =
  /**
   * The submission is stored and will reach the company. The provider's ids are there when the e-mails
   * went out at once; otherwise they are sent by a later retry.
   */
  | {
      success: true;
      submissionId: string;
      notificationId?: string;
      confirmationId?: string;
      /** A quote's photos still going up to storage when it was stored (issue 49). */
      filesPending?: number;
    }
  | { success: false; error: string; fieldErrors?: Record<string, string[]> };

/**
 * The messages of a failed parse, keyed by the field's dotted path (`name`, `attachments.0.size`,
 * `formType`), with the leading `formData` dropped so the keys match the form's field names. Messages
 * not tied to a field are under ''. z.flattenError keys by the first path segment only, which here
 * would put every field under `formData`, so the issues are grouped directly.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path[0] === 'formData' ? issue.path.slice(1) : issue.path;
    const key = path.map(String).join('.');
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}
