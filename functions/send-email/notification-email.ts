import type { SendEmailRequest } from '@nordkyst/validation';
import { escapeHtml, headerSafe } from '../_shared/text.ts';
import {
  type EmailContent,
  htmlDocument,
  type Row,
  rowsHtml,
  rowsText,
  type Section,
  sectionsHtml,
  sectionsText,
} from './email-html.ts';
import { type FileExtras, fileSections, unstoredSection } from './file-sections.ts';

export type SubmissionNotification = {
  /** To the company, reply-to the sender. */
  notification: EmailContent;
  /** The sender's address. */
  sender: string;
};

/** The number a visitor quotes to the company: the first eight hex digits of the submission's id. */
export const referenceNumber = (submissionId: string) =>
  submissionId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** YYYY-MM-DD as the Russian form shows it, dd.MM.yyyy. */
function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** One lead as a notification shows it: its subject, its fields and the sections after them. */
type LeadParts = { subject: string; rows: Row[]; sections: Section[]; sender: string };

/** A notification: heading, the submitted fields, any sections, and a hint that replying reaches the sender. */
export function notificationContent({
  subject,
  rows,
  sections,
}: Pick<LeadParts, 'subject' | 'rows' | 'sections'>): EmailContent {
  const lead = 'Svar på denne e-mail for at skrive direkte til afsenderen.';
  return {
    subject: headerSafe(subject),
    html: htmlDocument(
      'da',
      subject,
      `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>\n${rowsHtml(rows)}\n${sectionsHtml(sections)}<p>${lead}</p>`,
    ),
    text: `${subject}\n\n${rowsText(rows)}\n\n${sectionsText(sections)}${lead}\n`,
  };
}

/** The company's notification of a validated submission: every field, escaped in HTML; a one-line subject. */
export function buildNotification(
  request: SendEmailRequest,
  reference: string,
  extras: FileExtras = {},
): SubmissionNotification {
  const parts = leadParts(request, reference, extras);
  if (extras.unstored)
    return {
      sender: parts.sender,
      notification: notificationContent({
        ...parts,
        subject: `Ikke gemt: ${parts.subject}`,
        sections: [unstoredSection(extras.unstored.files), ...parts.sections],
      }),
    };
  return { sender: parts.sender, notification: notificationContent(parts) };
}

/** Every field of a submission as the company's notification labels it (Danish, also for the Russian form). */
export function notificationRows(
  request: SendEmailRequest,
  reference: string,
): Pick<LeadParts, 'subject' | 'sender' | 'rows'> {
  const { subject, sender, rows } = leadParts(request, reference, {});
  return { subject, sender, rows };
}

/** What a notification says of one lead: its subject, every field, and its files' sections. */
export function leadParts(request: SendEmailRequest, reference: string, extras: FileExtras): LeadParts {
  const referenceRow: Row = { label: 'Referencenummer', value: reference };
  // The contact and the quote form ask for the same person.
  const person = (d: { name: string; email: string; phone: string }): Row[] => [
    referenceRow,
    { label: 'Navn', value: d.name },
    { label: 'E-mail', value: d.email },
    { label: 'Telefon', value: d.phone },
  ];
  switch (request.formType) {
    case 'contact': {
      const d = request.formData;
      const rows: Row[] = [...person(d), { label: 'Besked', value: d.message }];
      return { sender: d.email, subject: `Ny besked fra ${d.name}`, rows, sections: [] };
    }
    case 'quote': {
      const d = request.formData;
      const files = d.attachments ?? [];
      const rows: Row[] = [
        ...person(d),
        { label: 'Adresse', value: d.address },
        { label: 'Postnr.', value: d.postalCode },
        { label: 'Beskrivelse', value: d.description },
        {
          label: 'Vedhæftede filer',
          value: files.length ? files.map((f) => f.filename).join('\n') : 'Ingen',
        },
        { label: 'Privatlivspolitik accepteret', value: d.acceptTerms ? 'Ja' : 'Nej' },
      ];
      return {
        sender: d.email,
        subject: `Ny tilbudsforespørgsel fra ${d.name}`,
        rows,
        sections: fileSections(extras),
      };
    }
    case 'moldova': {
      const d = request.formData;
      const yesNo = (answer: string) => (answer === 'да' ? 'Ja' : 'Nej');
      const rows: Row[] = [
        referenceRow,
        { label: 'Fornavn', value: d.firstName },
        { label: 'Efternavn', value: d.lastName },
        { label: 'Fødselsdato', value: formatIsoDate(d.birthDate) },
        { label: 'Fødeland', value: d.birthCountry },
        { label: 'Fødeby', value: d.birthCity },
        { label: 'Har børn', value: yesNo(d.hasChildren) },
        { label: 'Gift', value: yesNo(d.isMarried) },
        { label: 'Telefon', value: d.phoneNumber },
        { label: 'E-mail', value: d.email },
        { label: 'Sidste adresse i udlandet', value: d.lastAddressAbroad },
        { label: 'Postnr.', value: d.postalCode },
        { label: 'By', value: d.city },
        { label: 'Land', value: d.country },
      ];
      return {
        sender: d.email,
        subject: `Ny jobansøgning fra ${d.firstName} ${d.lastName}`,
        rows,
        sections: [],
      };
    }
  }
}
