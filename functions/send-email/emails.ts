import type { FormType, SendEmailRequest } from '@nordkyst/validation';
import { escapeHtml, headerSafe } from '../_shared/text.ts';

/** One labelled value of a submission, as it appears in an e-mail. */
export type Row = { label: string; value: string; link?: boolean };

export type EmailContent = { subject: string; html: string; text: string };

export type SubmissionNotification = {
  /** To the company, reply-to the sender. */
  notification: EmailContent;
  /** The sender's address. */
  sender: string;
};

/** Who the confirmation names: the company's own details, from the configuration. */
export type CompanyDetails = { name: string; email: string; phone: string; address: string };

/** The number a visitor quotes to the company: the first eight hex digits of the submission's id. */
export const referenceNumber = (submissionId: string) =>
  submissionId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** YYYY-MM-DD as the Russian form shows it, dd.MM.yyyy. */
function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

export function htmlDocument(lang: string, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    body,
    '</body></html>',
  ].join('\n');
}

/** Multi-line values keep their line breaks. */
export function htmlValue(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

export function rowsHtml(rows: readonly Row[]): string {
  const cells = rows.map(
    (row) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(row.label)}</th>` +
      `<td style="padding:4px 0">${row.link ? `<a href="${escapeHtml(row.value)}">Hent filen</a>` : htmlValue(row.value)}</td></tr>`,
  );
  return `<table role="presentation" cellspacing="0" cellpadding="0">${cells.join('')}</table>`;
}

export function rowsText(rows: readonly Row[]): string {
  return rows
    .map((row) => `${row.label}: ${row.value.includes('\n') ? `\n${row.value}` : row.value}`)
    .join('\n');
}

export function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${htmlValue(p)}</p>`).join('\n');
}

/** A part of the notification after the fields: a heading, a sentence, and rows. */
type Section = { heading: string; sentence: string; rows: Row[] };

/** One lead as a notification shows it: its subject, its fields and the sections after them. */
type LeadParts = { subject: string; rows: Row[]; sections: Section[]; sender: string };

function sectionsHtml(sections: readonly Section[], level = 2): string {
  return sections
    .map(
      (s) =>
        `<h${level} style="font-size:16px">${escapeHtml(s.heading)}</h${level}>\n<p>${htmlValue(s.sentence)}</p>\n${rowsHtml(s.rows)}\n`,
    )
    .join('');
}

const sectionsText = (sections: readonly Section[]) =>
  sections.map((s) => `${s.heading}\n${s.sentence}\n\n${rowsText(s.rows)}\n\n`).join('');

/** A notification: heading, the submitted fields, any sections, and a hint that replying reaches the sender. */
function notification({ subject, rows, sections }: LeadParts): EmailContent {
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

/** Files of a quote that are not attached to the notification: as links until they expire, or refused. */
export type FileExtras = {
  links?: { filename: string; size: number; url: string }[];
  linksExpireAt?: Date | null;
  /** Files not stored because the file store was full. */
  refused?: { filename: string; size: number }[];
  /** Photos still on their way from the visitor's phone when the wait for them ended (issue 49). */
  missing?: { filename: string; size: number }[];
  /**
   * The database refused the lead (decision 054): it lives only in this e-mail; `files` are those that
   * did not fit in it.
   */
  unstored?: { files: { filename: string; size: number }[] };
};

const megabytes = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const fileLabel = (file: { filename: string; size: number }) =>
  `${file.filename} (${megabytes.format(file.size / (1024 * 1024))} MB)`;

/** When a link expires, as the owner reads it: Danish, Copenhagen time. */
export const expiryText = (at: Date) =>
  new Intl.DateTimeFormat('da-DK', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(at);

function fileSections(extras: FileExtras): Section[] {
  const sections: Section[] = [];
  if (extras.links?.length && extras.linksExpireAt)
    sections.push({
      heading: 'Filer som links',
      sentence: `Disse filer var for store til at komme med i e-mailen. Hent dem via linkene senest ${expiryText(extras.linksExpireAt)}; derefter udløber linkene, og filerne slettes.`,
      rows: extras.links.map((link) => ({ label: fileLabel(link), value: link.url, link: true })),
    });
  if (extras.missing?.length)
    sections.push({
      heading: 'Billeder, der ikke er kommet frem',
      sentence:
        'Afsenderen var stadig ved at sende disse billeder fra sin telefon, da vi holdt op med at vente på dem. Mangler du dem, så bed afsenderen sende dem igen eller på e-mail.',
      rows: extras.missing.map((file) => ({ label: 'Billede', value: fileLabel(file) })),
    });
  if (extras.refused?.length)
    sections.push({
      heading: 'Filer, der ikke kunne modtages',
      sentence:
        'Lageret til filer var fuldt, så disse filer blev ikke gemt. Afsenderen har fået besked om at sende dem igen eller på e-mail.',
      rows: extras.refused.map((file) => ({ label: 'Fil', value: fileLabel(file) })),
    });
  return sections;
}

/** What the notification of a lead the database refused says first. */
function unstoredSection(files: { filename: string; size: number }[]): Section {
  const lost = files.length
    ? ' Filerne herunder var for store til e-mailen og kunne ikke gemmes: bed afsenderen sende dem igen eller på e-mail.'
    : '';
  return {
    heading: 'Henvendelsen kunne ikke gemmes',
    sentence: `Databasen tog ikke imod nye henvendelser, da den kom (den var skrivebeskyttet eller svarede ikke). Den findes kun i denne e-mail og ikke i Henvendelser i Studio, så gem e-mailen. Afsenderen har ikke fået en bekræftelse.${lost}`,
    rows: files.map((file) => ({ label: 'Fil', value: fileLabel(file) })),
  };
}

/** The fixed text of a confirmation in one language; only the reference and the company vary. */
type ConfirmationText = {
  lang: 'da' | 'ru';
  subject: (company: string) => string;
  paragraphs: readonly string[];
  reference: (reference: string) => string;
  notYou: string;
  contactHeading: string;
  labels: { phone: string; email: string; address: string };
  signature: (company: string) => string;
};

const danish = {
  lang: 'da',
  reference: (reference: string) =>
    `Dit referencenummer er ${reference}. Nævn det gerne, når du kontakter os om sagen.`,
  notYou: 'Har du ikke skrevet til os, kan du se bort fra denne e-mail.',
  contactHeading: 'Kontakt os',
  labels: { phone: 'Telefon', email: 'E-mail', address: 'Adresse' },
  signature: (company: string) => `Med venlig hilsen\n${company}`,
} as const;

/**
 * The confirmations, one per form: the company's own words only. Nothing the visitor typed (name,
 * fields, links) is in them, so the form cannot make the company mail a stranger someone else's text.
 */
const CONFIRMATIONS: Record<FormType, ConfirmationText> = {
  contact: {
    ...danish,
    subject: (company) => `Tak for din besked - ${company}`,
    paragraphs: ['Tak for din besked. Vi har modtaget den og vender tilbage til dig inden for 24 timer.'],
  },
  quote: {
    ...danish,
    subject: (company) => `Vi har modtaget din tilbudsforespørgsel - ${company}`,
    paragraphs: [
      'Tak for din tilbudsforespørgsel. Vi ringer dig op inden for 24 timer for at tale om dit projekt, og derefter får du et skræddersyet, uforpligtende tilbud.',
    ],
  },
  moldova: {
    lang: 'ru',
    subject: (company) => `Ваша заявка получена - ${company}`,
    paragraphs: [
      'Здравствуйте!',
      'Спасибо за вашу заявку на трудоустройство. Мы получили её и свяжемся с вами в ближайшее время.',
    ],
    reference: (reference) => `Номер вашей заявки: ${reference}.`,
    notYou: 'Если вы не отправляли заявку, просто не обращайте внимания на это письмо.',
    contactHeading: 'Наши контакты',
    labels: { phone: 'Телефон', email: 'Эл. почта', address: 'Адрес' },
    signature: (company) => `С уважением,\n${company}`,
  },
};

/** The confirmation of a submission: fixed text in the form's language, its reference, the company's details. */
export function buildConfirmation(
  formType: FormType,
  reference: string,
  company: CompanyDetails,
): EmailContent {
  const text = CONFIRMATIONS[formType];
  const subject = text.subject(company.name);
  const paragraphs = [...text.paragraphs, text.reference(reference), text.notYou];
  const contact: Row[] = [
    { label: text.labels.phone, value: company.phone },
    { label: text.labels.email, value: company.email },
    { label: text.labels.address, value: company.address },
  ];
  const signature = text.signature(company.name);
  return {
    subject: headerSafe(subject),
    html: htmlDocument(
      text.lang,
      subject,
      `${paragraphsHtml(paragraphs)}\n<h2 style="font-size:16px">${escapeHtml(text.contactHeading)}</h2>\n${rowsHtml(contact)}\n<p>${htmlValue(signature)}</p>`,
    ),
    text: `${paragraphs.join('\n\n')}\n\n${text.contactHeading}\n${rowsText(contact)}\n\n${signature}\n`,
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
      notification: notification({
        ...parts,
        subject: `Ikke gemt: ${parts.subject}`,
        sections: [unstoredSection(extras.unstored.files), ...parts.sections],
      }),
    };
  return { sender: parts.sender, notification: notification(parts) };
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
function leadParts(request: SendEmailRequest, reference: string, extras: FileExtras): LeadParts {
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

/** The owner's one notice of the day that the notifications' share of the e-mail budget is spent. */
export function buildBudgetNotice(
  notifications: number,
  digestMinutes: number,
  resetsAt: Date,
): EmailContent {
  const subject = 'Dagens e-mail-kvote er brugt: nye henvendelser kommer samlet';
  const reset = `${resetsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const paragraphs = [
    `Hjemmesidens formularer har i dag sendt de ${notifications} e-mails om enkelte henvendelser, som den daglige kvote giver plads til (EMAIL_DAILY_BUDGET).`,
    `Nye henvendelser bliver stadig gemt, og indtil kvoten fornyes (${reset}) får I dem samlet i én e-mail højst hvert ${digestMinutes}. minut, ældste først. Bruges også den del af kvoten op, sendes de, når kvoten fornyes.`,
    'I kan altid læse alle henvendelser i Studio under Henvendelser.',
  ];
  return {
    subject: headerSafe(subject),
    html: htmlDocument('da', subject, paragraphsHtml(paragraphs)),
    text: `${paragraphs.join('\n\n')}\n`,
  };
}

/** One waiting lead in a digest: what its notification would say, and when it arrived. */
export type DigestLead = {
  request: SendEmailRequest;
  reference: string;
  receivedAt: Date;
  extras: FileExtras;
};

/**
 * The company's digest of leads waiting because the notifications' share of the day is spent: each lead
 * with every field (escaped, as in its notification), oldest first, its files as links.
 */
export function buildDigest(leads: readonly DigestLead[]): EmailContent {
  const subject =
    leads.length === 1
      ? 'Samlet oversigt: 1 ny henvendelse'
      : `Samlet oversigt: ${leads.length} nye henvendelser`;
  const intro =
    'Dagens kvote til e-mails om enkelte henvendelser er brugt, så nye henvendelser samles her, ældste først. Skriv til afsenderen på den e-mailadresse, der står ved henvendelsen.';
  const parts = leads.map((lead) => ({
    ...leadParts(lead.request, lead.reference, lead.extras),
    received: `Modtaget ${expiryText(lead.receivedAt)}`,
  }));
  const html = parts.map(
    (p) =>
      `<h2 style="font-size:18px">${escapeHtml(p.subject)}</h2>\n<p>${escapeHtml(p.received)}</p>\n${rowsHtml(p.rows)}\n${sectionsHtml(p.sections, 3)}`,
  );
  const text = parts.map(
    (p) => `${p.subject}\n${p.received}\n\n${rowsText(p.rows)}\n\n${sectionsText(p.sections)}`,
  );
  return {
    subject: headerSafe(subject),
    html: htmlDocument(
      'da',
      subject,
      `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>\n<p>${htmlValue(intro)}</p>\n${html.join('<hr>\n')}`,
    ),
    text: `${subject}\n\n${intro}\n\n${text.join('----\n\n')}`,
  };
}
