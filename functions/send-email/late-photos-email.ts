import type { Row } from './email-html.ts';
import { type FileExtras, fileLabel, fileSections } from './file-sections.ts';
import { notificationContent, type SubmissionNotification } from './notification-email.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The company's one short follow-up when photos of a quote came after its notification (issue 49): the
 * lead's reference and sender, the photos that came since (attached, or as links when too large for
 * the e-mail), and those that never came. Reply-to the sender, as the notification; every value the
 * visitor wrote is escaped in the HTML and kept to one line in the subject.
 */
export function buildLatePhotos(input: {
  fields: Record<string, unknown>;
  reference: string;
  arrived: readonly { filename: string; size: number }[];
  extras: Pick<FileExtras, 'links' | 'linksExpireAt' | 'missing' | 'rejected'>;
}): SubmissionNotification {
  const name = text(input.fields.name);
  const rows: Row[] = [
    { label: 'Referencenummer', value: input.reference },
    { label: 'Navn', value: name },
    { label: 'Telefon', value: text(input.fields.phone) },
  ];
  const came = {
    heading: 'Billeder, der er kommet frem',
    sentence:
      'Afsenderen var stadig ved at sende disse billeder fra sin telefon, da I fik tilbudsforespørgslen. Nu er de kommet frem.',
    rows: input.arrived.map((file) => ({ label: 'Billede', value: fileLabel(file) })),
  };
  return {
    sender: text(input.fields.email),
    notification: notificationContent({
      subject: `Flere billeder til ${input.reference} - ${name}`,
      rows,
      sections: [came, ...fileSections(input.extras)],
    }),
  };
}
