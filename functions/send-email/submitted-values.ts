import { type SendEmailRequest, SPAM_RULES, type StoredFile } from '@nordkyst/validation';
import type { NewSubmission } from './submission-intake.ts';

/**
 * The submitted values without the spam fields, as stored and as compared between repeats: the fields,
 * the files in the body (`attachments`) and the photos already in storage (`photos`, issue 49).
 */
export function submittedValues(request: SendEmailRequest) {
  const {
    [SPAM_RULES.honeypotField]: _honeypot,
    [SPAM_RULES.challengeField]: _challenge,
    ...data
  } = request.formData;
  const {
    attachments = [],
    files: photos = [],
    ...fields
  } = data as typeof data & {
    attachments?: NewSubmission['attachments'];
    files?: StoredFile[];
  };
  return { fields, attachments, photos };
}
