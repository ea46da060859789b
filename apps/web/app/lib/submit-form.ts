import {
  type Attachment,
  checkTotalEncodedSize,
  type FormType,
  type JobApplicationValues,
  type QuoteFormValues,
  resolveFileType,
  type SendEmailResult,
} from '@nordkyst/validation';
import { getSupabase } from './supabase.ts';

/** What every form adds to its values for the server's bot checks (see SPAM_RULES). */
export type SpamFields = { website: string; altcha: string };

/** Per submission: the key that makes a repeated request (double click, retry) one submission. */
export type SubmitOptions = { idempotencyKey: string };

export type SubmitResult = { success: boolean; error?: string; fieldErrors?: Record<string, string[]> };

/** The spec's fallback texts (section 8) for a call that failed without saying why. */
export const emailFallbackErrors = {
  call: 'Failed to send email',
  answer: 'Email sending failed',
  unexpected: 'Unexpected error occurred',
} as const;

/** The JSON body of a refused call (400, 429, 502 ...), when it is the function's `{ success: false, error }`. */
async function refusal(error: unknown): Promise<Partial<Extract<SendEmailResult, { success: false }>>> {
  const response = (error as { context?: unknown }).context;
  if (!(response instanceof Response)) return {};
  try {
    const body = (await response.clone().json()) as Partial<Extract<SendEmailResult, { success: false }>>;
    return typeof body?.error === 'string' ? body : {};
  } catch {
    return {};
  }
}

/** Calls the send-email function; never throws. */
export async function sendEmail(
  formData: Record<string, unknown>,
  formType: FormType,
  options: SubmitOptions,
): Promise<SendEmailResult> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke<SendEmailResult>('send-email', {
      body: { formData, formType },
      headers: { 'Idempotency-Key': options.idempotencyKey },
    });
    if (error) {
      const { error: message, fieldErrors } = await refusal(error);
      return {
        success: false,
        error: message || emailFallbackErrors.call,
        ...(fieldErrors ? { fieldErrors } : {}),
      };
    }
    if (!data?.success) return { success: false, error: data?.error || emailFallbackErrors.answer };
    return data;
  } catch (error) {
    console.error('send-email could not be called', error);
    return { success: false, error: emailFallbackErrors.unexpected };
  }
}

/** The file's bytes as base64 (no data-URL prefix). */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export async function toAttachments(files: readonly File[]): Promise<Attachment[]> {
  return Promise.all(
    files.map(async (file) => ({
      filename: file.name,
      content: await readAsBase64(file),
      type: resolveFileType(file) as Attachment['type'],
      size: file.size,
    })),
  );
}

export type QuoteSubmission = QuoteFormValues & SpamFields;
export type JobApplicationSubmission = JobApplicationValues & SpamFields;

/**
 * The shared submission helper of the quote and job application forms (spec section 7): files become
 * attachments, then the values go to send-email with the kind as form type.
 */
export async function submitForm(
  values: QuoteSubmission,
  kind: 'quote',
  options: SubmitOptions,
): Promise<SubmitResult>;
export async function submitForm(
  values: JobApplicationSubmission,
  kind: 'moldova',
  options: SubmitOptions,
): Promise<SubmitResult>;
export async function submitForm(
  values: QuoteSubmission | JobApplicationSubmission,
  kind: 'quote' | 'moldova',
  options: SubmitOptions,
): Promise<SubmitResult> {
  // Only the quote carries files. Tested by the quote's kind, so that the script of every page with a
  // form does not name the unlisted job application.
  if (kind !== 'quote') return sendEmail(values, kind, options);
  const { files = [], ...fields } = values as QuoteSubmission;
  // The picker already refused selections over the limit; this guards against a change in between.
  const tooLarge = checkTotalEncodedSize(files);
  if (tooLarge) return { success: false, error: tooLarge };
  return sendEmail({ ...fields, attachments: await toAttachments(files) }, kind, options);
}
