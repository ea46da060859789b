import type { FormType } from '@nordkyst/validation';
import { escapeHtml, headerSafe } from '../_shared/text.ts';
import {
  type EmailContent,
  htmlDocument,
  htmlValue,
  paragraphsHtml,
  type Row,
  rowsHtml,
  rowsText,
} from './email-html.ts';

/** Who the confirmation names: the company's own details, from the configuration. */
export type CompanyDetails = { name: string; email: string; phone: string; address: string };

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
