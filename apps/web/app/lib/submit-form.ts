import type { JobApplicationValues, QuoteFormValues } from '@nordkyst/validation';
import { type SubmitOptions, sendEmail } from './send-email.ts';
import { loadUploadQueue } from './uploads/load-queue.ts';

// The call itself lives in send-email.ts, which the upload queue sends the quote's text with too.
export { type SubmitOptions, sendEmail } from './send-email.ts';

/** What every form adds to its values for the server's bot checks (see SPAM_RULES). */
export type SpamFields = { website: string; altcha: string };

export type SubmitResult = {
  success: boolean;
  error?: string;
  fieldErrors?: Record<string, string[]>;
  /** Shown instead of the form's success toast (a quote whose photos are still on their way). */
  successToast?: string | { title: string; description: string };
};

export type QuoteSubmission = QuoteFormValues & SpamFields;
export type JobApplicationSubmission = JobApplicationValues & SpamFields;

/** A quote's tap (uploads/upload-queue.ts): `photosPending` while photos are still going up, `kept` offline. */
export type QuoteSubmitResult = SubmitResult & {
  photosPending?: boolean;
  kept?: true;
  /** Sent without its photos: why storage took none. */
  photosRefused?: string;
};

/**
 * The shared submission helper of the quote and job application forms (spec section 7). The quote's
 * files are not in its body (issue 49): they go up to storage from the moment they are picked, and the
 * text names them by their granted paths; the upload queue sends it with the quote's own key and solved
 * challenge (those of its grant), and keeps it on the device when there is no connection.
 */
export async function submitForm(
  values: QuoteSubmission,
  kind: 'quote',
  options: SubmitOptions,
): Promise<QuoteSubmitResult>;
export async function submitForm(
  values: JobApplicationSubmission,
  kind: 'moldova',
  options: SubmitOptions,
): Promise<SubmitResult>;
export async function submitForm(
  values: QuoteSubmission | JobApplicationSubmission,
  kind: 'quote' | 'moldova',
  options: SubmitOptions,
): Promise<QuoteSubmitResult> {
  // Only the quote carries files. Tested by the quote's kind, so that the script of every page with a
  // form does not name the unlisted job application.
  if (kind !== 'quote') return sendEmail(values, kind, options);
  const { files = [], altcha: _ofTheGrant, ...text } = values as QuoteSubmission;
  const queue = await loadUploadQueue();
  return queue.send(text, files);
}
