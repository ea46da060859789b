import { replyMailtoHref, type SendEmailRequest, telHref } from '@nordkyst/validation';
import { escapeHtml, headerSafe } from '../_shared/text.ts';
import {
  type Action,
  actionsHtml,
  actionsText,
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

/** YYYY-MM-DD as the Russian form shows it, dd.MM.yyyy. */
function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/**
 * One lead as a notification shows it: its subject, its fields, the sections after them, and what the
 * owner can do from the e-mail in one tap (call, write, open it in Henvendelser).
 */
type LeadParts = { subject: string; rows: Row[]; sections: Section[]; sender: string; actions: Action[] };

/**
 * A notification: heading, the owner's one-tap actions, the submitted fields, any sections, and a hint
 * that replying reaches the sender.
 */
export function notificationContent({
  subject,
  rows,
  sections,
  actions = [],
}: Pick<LeadParts, 'subject' | 'rows' | 'sections'> & { actions?: Action[] }): EmailContent {
  const lead = 'Svar på denne e-mail for at skrive direkte til afsenderen.';
  return {
    subject: headerSafe(subject),
    html: htmlDocument(
      'da',
      subject,
      `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>\n${actionsHtml(actions)}\n${rowsHtml(rows)}\n${sectionsHtml(sections)}<p>${lead}</p>`,
    ),
    text: `${subject}\n\n${actionsText(actions)}${rowsText(rows)}\n\n${sectionsText(sections)}${lead}\n`,
  };
}

/** The lead's address and phone as rows that write and call in one tap, and the same two as actions. */
export function contactLinks(name: string, email: string, phone: string, reference: string) {
  const mailto = replyMailtoHref(email, reference);
  const tel = telHref(phone);
  const actions: Action[] = [
    ...(tel ? [{ text: `Ring til ${name}`, href: tel }] : []),
    ...(mailto ? [{ text: `Skriv til ${name}`, href: mailto }] : []),
  ];
  return {
    email: { label: 'E-mail', value: email, href: mailto } satisfies Row,
    phone: { label: 'Telefon', value: phone, href: tel } satisfies Row,
    actions,
  };
}

/** The action that opens the lead in the Studio's Henvendelser. */
export const studioAction = (studioUrl: string, submissionId: string): Action => ({
  text: 'Åbn i Henvendelser',
  href: `${studioUrl}/henvendelser/${encodeURIComponent(submissionId)}`,
});

/** The company's notification of a validated submission: every field, escaped in HTML; a one-line subject. */
export function buildNotification(
  request: SendEmailRequest,
  reference: string,
  extras: FileExtras = {},
  /**
   * What only a stored lead offers after call and write: its one-tap actions and its place in the Studio
   * (none for a lead the database refused: it is in neither).
   */
  storedActions: Action[] = [],
): SubmissionNotification {
  const found = leadParts(request, reference, extras);
  const parts = { ...found, actions: [...found.actions, ...storedActions] };
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
  const person = (d: { name: string; email: string; phone: string }) => {
    const links = contactLinks(d.name, d.email, d.phone, reference);
    return {
      rows: [referenceRow, { label: 'Navn', value: d.name }, links.email, links.phone],
      actions: links.actions,
    };
  };
  switch (request.formType) {
    case 'contact': {
      const d = request.formData;
      const { rows, actions } = person(d);
      return {
        sender: d.email,
        subject: `Ny besked fra ${d.name}`,
        rows: [...rows, { label: 'Besked', value: d.message }],
        sections: [],
        actions,
      };
    }
    case 'quote': {
      const d = request.formData;
      const files = d.attachments ?? [];
      const { rows: personRows, actions } = person(d);
      const rows: Row[] = [
        ...personRows,
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
        actions,
      };
    }
    case 'moldova': {
      const d = request.formData;
      const yesNo = (answer: string) => (answer === 'да' ? 'Ja' : 'Nej');
      const links = contactLinks(`${d.firstName} ${d.lastName}`, d.email, d.phoneNumber, reference);
      const rows: Row[] = [
        referenceRow,
        { label: 'Fornavn', value: d.firstName },
        { label: 'Efternavn', value: d.lastName },
        { label: 'Fødselsdato', value: formatIsoDate(d.birthDate) },
        { label: 'Fødeland', value: d.birthCountry },
        { label: 'Fødeby', value: d.birthCity },
        { label: 'Har børn', value: yesNo(d.hasChildren) },
        { label: 'Gift', value: yesNo(d.isMarried) },
        links.phone,
        links.email,
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
        actions: links.actions,
      };
    }
  }
}
