import type { SendEmailRequest } from '@nordkyst/validation';
import { escapeHtml, headerSafe } from '../_shared/text.ts';

/** One labelled value of a submission, as it appears in an e-mail. */
type Row = { label: string; value: string };

export type EmailContent = { subject: string; html: string; text: string };

export type SubmissionEmails = {
  /** To the company, reply-to the sender. */
  notification: EmailContent;
  /** To the sender, in the form's language. */
  confirmation: EmailContent;
  /** The sender's address. */
  sender: string;
};

/** YYYY-MM-DD as the Russian form shows it, dd.MM.yyyy. */
function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

function htmlDocument(lang: string, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    body,
    '</body></html>',
  ].join('\n');
}

/** Multi-line values keep their line breaks. */
function htmlValue(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

function rowsHtml(rows: readonly Row[]): string {
  const cells = rows.map(
    (row) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(row.label)}</th>` +
      `<td style="padding:4px 0">${htmlValue(row.value)}</td></tr>`,
  );
  return `<table role="presentation" cellspacing="0" cellpadding="0">${cells.join('')}</table>`;
}

function rowsText(rows: readonly Row[]): string {
  return rows
    .map((row) => `${row.label}: ${row.value.includes('\n') ? `\n${row.value}` : row.value}`)
    .join('\n');
}

function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${htmlValue(p)}</p>`).join('\n');
}

/** A notification: heading, the submitted fields, and a hint that replying reaches the sender. */
function notification(subject: string, rows: readonly Row[]): EmailContent {
  const lead = 'Svar på denne e-mail for at skrive direkte til afsenderen.';
  return {
    subject: headerSafe(subject),
    html: htmlDocument(
      'da',
      subject,
      `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>\n${rowsHtml(rows)}\n<p>${lead}</p>`,
    ),
    text: `${subject}\n\n${rowsText(rows)}\n\n${lead}\n`,
  };
}

/** A confirmation: greeting, paragraphs, a copy of what was sent, and the signature. */
function confirmation(options: {
  lang: 'da' | 'ru';
  subject: string;
  paragraphs: readonly string[];
  copyHeading: string;
  rows: readonly Row[];
  signature: string;
}): EmailContent {
  const { lang, subject, paragraphs, copyHeading, rows, signature } = options;
  return {
    subject: headerSafe(subject),
    html: htmlDocument(
      lang,
      subject,
      `${paragraphsHtml(paragraphs)}\n<h2 style="font-size:16px">${escapeHtml(copyHeading)}</h2>\n${rowsHtml(rows)}\n<p>${htmlValue(signature)}</p>`,
    ),
    text: `${paragraphs.join('\n\n')}\n\n${copyHeading}\n${rowsText(rows)}\n\n${signature}\n`,
  };
}

/** The two e-mails of a validated submission. Every user value is escaped in HTML; subjects are one line. */
export function buildSubmissionEmails(request: SendEmailRequest, companyName: string): SubmissionEmails {
  const signatureDa = `Med venlig hilsen\n${companyName}`;
  switch (request.formType) {
    case 'contact': {
      const d = request.formData;
      const rows: Row[] = [
        { label: 'Navn', value: d.name },
        { label: 'E-mail', value: d.email },
        { label: 'Telefon', value: d.phone },
        { label: 'Besked', value: d.message },
      ];
      return {
        sender: d.email,
        notification: notification(`Ny besked fra ${d.name}`, rows),
        confirmation: confirmation({
          lang: 'da',
          subject: `Tak for din besked - ${companyName}`,
          paragraphs: [
            `Hej ${d.name}`,
            'Tak for din besked. Vi har modtaget den og vender tilbage til dig inden for 24 timer.',
          ],
          copyHeading: 'Din besked',
          rows,
          signature: signatureDa,
        }),
      };
    }
    case 'quote': {
      const d = request.formData;
      const files = d.attachments ?? [];
      const rows: Row[] = [
        { label: 'Navn', value: d.name },
        { label: 'E-mail', value: d.email },
        { label: 'Telefon', value: d.phone },
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
        notification: notification(`Ny tilbudsforespørgsel fra ${d.name}`, rows),
        confirmation: confirmation({
          lang: 'da',
          subject: `Vi har modtaget din tilbudsforespørgsel - ${companyName}`,
          paragraphs: [
            `Hej ${d.name}`,
            'Tak for din tilbudsforespørgsel. Vi ringer dig op inden for 24 timer for at tale om dit projekt, og derefter får du et skræddersyet, uforpligtende tilbud.',
          ],
          copyHeading: 'Din forespørgsel',
          rows,
          signature: signatureDa,
        }),
      };
    }
    case 'moldova': {
      const d = request.formData;
      const fullName = `${d.firstName} ${d.lastName}`;
      // One list of fields with both labels: the company reads the notification in Danish, the
      // applicant reads the copy in the confirmation in Russian.
      const fields: { da: string; ru: string; value: string; daValue?: string }[] = [
        { da: 'Fornavn', ru: 'Имя', value: d.firstName },
        { da: 'Efternavn', ru: 'Фамилия', value: d.lastName },
        { da: 'Fødselsdato', ru: 'Дата рождения', value: formatIsoDate(d.birthDate) },
        { da: 'Fødeland', ru: 'Страна рождения', value: d.birthCountry },
        { da: 'Fødeby', ru: 'Город рождения', value: d.birthCity },
        {
          da: 'Har børn',
          ru: 'Есть дети',
          value: d.hasChildren,
          daValue: d.hasChildren === 'да' ? 'Ja' : 'Nej',
        },
        {
          da: 'Gift',
          ru: 'Женат / замужем',
          value: d.isMarried,
          daValue: d.isMarried === 'да' ? 'Ja' : 'Nej',
        },
        { da: 'Telefon', ru: 'Номер телефона', value: d.phoneNumber },
        { da: 'E-mail', ru: 'Email', value: d.email },
        { da: 'Sidste adresse i udlandet', ru: 'Последний адрес за границей', value: d.lastAddressAbroad },
        { da: 'Postnr.', ru: 'Почтовый индекс', value: d.postalCode },
        { da: 'By', ru: 'Город', value: d.city },
        { da: 'Land', ru: 'Страна', value: d.country },
      ];
      const notificationRows: Row[] = fields.map((f) => ({ label: f.da, value: f.daValue ?? f.value }));
      const copyRows: Row[] = fields.map((f) => ({ label: f.ru, value: f.value }));
      return {
        sender: d.email,
        notification: notification(`Ny jobansøgning fra ${fullName}`, notificationRows),
        confirmation: confirmation({
          lang: 'ru',
          subject: `Ваша заявка получена - ${companyName}`,
          paragraphs: [
            `Здравствуйте, ${fullName}!`,
            'Спасибо за вашу заявку на трудоустройство. Мы получили её и свяжемся с вами в ближайшее время.',
          ],
          copyHeading: 'Ваша заявка',
          rows: copyRows,
          signature: `С уважением,\n${companyName}`,
        }),
      };
    }
  }
}
