import type { FunctionsConfig } from '../_shared/config.ts';
import type { EmailAttachment, EmailMessage } from '../_shared/email.ts';
import type { SubmissionNotification } from './notification-email.ts';

/**
 * The company's notification as the transport sends it: to the company, reply-to the sender, with the
 * files at `attached` (their indexes in `files`) attached, under one key per lead.
 */
export function notificationMessage(
  config: Pick<FunctionsConfig, 'emailFrom' | 'companyEmail'>,
  { notification, sender }: SubmissionNotification,
  files: readonly { filename: string; content: EmailAttachment['content']; type: string }[],
  attached: readonly number[],
  idempotencyKey: string,
): EmailMessage {
  return {
    from: config.emailFrom,
    to: config.companyEmail,
    replyTo: sender,
    ...notification,
    attachments: attached.flatMap((index) => {
      const file = files[index];
      return file ? [{ filename: file.filename, content: file.content, contentType: file.type }] : [];
    }),
    idempotencyKey,
  };
}
