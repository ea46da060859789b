import { type Attachment, referenceNumber, type SendEmailRequest } from '@nordkyst/validation';
import type { FunctionsConfig } from '../_shared/config.ts';
import type { EmailMessage, FetchedContent } from '../_shared/email.ts';
import { buildConfirmation } from './confirmation-email.ts';
import { createFileLinks } from './file-links.ts';
import { bodyBytes, planAttachments } from './message-size.ts';
import { buildNotification, studioAction } from './notification-email.ts';
import { notificationMessage } from './notification-message.ts';
import { createOneTapActions } from './one-tap-actions.ts';
import { PROMISES_OF } from './promises.ts';
import type { StoredAttachment } from './stored-files.ts';
import type { FileInfo, StoredSubmission } from './stored-submission.ts';

/** A file the notification carries: in the body, in Postgres, or in storage (fetched by the provider). */
export type NotificationFile = Attachment | StoredAttachment | PhotoFile;
/** A quote's photo in storage: Resend fetches it from `link`, a signed URL. */
export type PhotoFile = {
  filename: string;
  type: string;
  size: number;
  content: FetchedContent;
  link: string;
};

/** The request a stored submission was, as the e-mails read it (file names only). */
export function requestOf(submission: StoredSubmission): SendEmailRequest {
  return {
    formType: submission.formType,
    formData: { ...submission.fields, attachments: submission.files },
  } as SendEmailRequest;
}

/** The confirmation to the sender, keyed by the submission's id so every retry sends the same key. */
export function confirmationFor(
  submission: StoredSubmission,
  config: Pick<
    FunctionsConfig,
    'emailFrom' | 'companyEmail' | 'companyName' | 'companyPhone' | 'companyAddress'
  >,
): EmailMessage {
  const { sender } = buildNotification(requestOf(submission), '');
  const company = {
    name: config.companyName,
    email: config.companyEmail,
    phone: config.companyPhone,
    address: config.companyAddress,
  };
  return {
    from: config.emailFrom,
    to: sender,
    replyTo: config.companyEmail,
    ...buildConfirmation(submission.formType, referenceNumber(submission.id), company),
    attachments: [],
    idempotencyKey: `${submission.formType}-confirmation-${submission.id}`,
  };
}

/**
 * The company's notification of a stored lead, composed: every field, and the files that fit under
 * EMAIL_MAX_BYTES attached (in order); the others as signed links until the submission's files expire.
 */
export function createLeadNotification(
  config: Pick<
    FunctionsConfig,
    | 'emailFrom'
    | 'companyEmail'
    | 'altchaHmacKey'
    | 'emailMaxBytes'
    | 'publicUrl'
    | 'studioUrl'
    | 'siteUrl'
    | 'leadActionSecret'
  >,
) {
  const fileLinks = createFileLinks(config.altchaHmacKey);
  const oneTap = createOneTapActions(config);

  /** The message, and `linked`: the positions of the files that went as links, kept in the store after sending. */
  return async function notificationFor(
    submission: StoredSubmission,
    files: NotificationFile[],
    missing: FileInfo[] = [],
    /** Photos refused when they arrived (decision 058): named, never attached or linked. */
    rejected: FileInfo[] = [],
  ): Promise<{ message: EmailMessage; linked: number[] }> {
    const request = requestOf(submission);
    const reference = referenceNumber(submission.id);
    const storedActions = [
      ...(await oneTap(submission.id, PROMISES_OF[submission.formType], submission.createdAt)),
      studioAction(config.studioUrl, submission.id),
    ];
    const numbered = files.map((file, index) => ({
      file,
      position: 'position' in file ? file.position : index,
    }));
    const base = config.publicUrl;
    const expiresAt = submission.filesExpireAt;
    const links =
      base && expiresAt
        ? await Promise.all(
            numbered.map(async ({ file, position }) => ({
              filename: file.filename,
              size: file.size,
              url:
                'link' in file
                  ? file.link
                  : await fileLinks.url(base, { submissionId: submission.id, position, expiresAt }),
            })),
          )
        : [];
    const build = (linked: number[]) =>
      buildNotification(
        request,
        reference,
        {
          links: linked.flatMap((index) => links[index] ?? []),
          linksExpireAt: expiresAt,
          refused: submission.refusedFiles,
          missing,
          rejected,
        },
        storedActions,
      );
    // Sized with every file as a link (the longest body), so the files chosen to go along fit whatever.
    const plan = links.length
      ? planAttachments(files, bodyBytes(build(files.map((_, i) => i)).notification), config.emailMaxBytes)
      : { attached: files.map((_, i) => i), linked: [] };
    return {
      message: notificationMessage(
        config,
        build(plan.linked),
        files,
        plan.attached,
        `${submission.formType}-notification-${submission.id}`,
      ),
      linked: plan.linked.map((index) => numbered[index]?.position ?? index),
    };
  };
}
