import { type SendEmailRequest, SPAM_RULES } from '@nordkyst/validation';
import type { StoredSubmission } from './submissions.ts';

/** The submitted values without the spam fields, as stored and as compared between repeats. */
export function submittedValues(request: SendEmailRequest) {
  const {
    [SPAM_RULES.honeypotField]: _honeypot,
    [SPAM_RULES.challengeField]: _challenge,
    ...data
  } = request.formData;
  const { attachments = [], ...fields } = data as typeof data & {
    attachments?: StoredSubmission['attachments'];
  };
  return { fields, attachments };
}
