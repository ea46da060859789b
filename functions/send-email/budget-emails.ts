import type { SendEmailRequest } from '@nordkyst/validation';
import { escapeHtml, headerSafe } from '../_shared/text.ts';
import {
  actionsHtml,
  actionsText,
  type EmailContent,
  expiryText,
  htmlDocument,
  htmlValue,
  paragraphsHtml,
  rowsHtml,
  rowsText,
  sectionsHtml,
  sectionsText,
} from './email-html.ts';
import type { FileExtras } from './file-sections.ts';
import { leadParts } from './notification-email.ts';

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
      `<h2 style="font-size:18px">${escapeHtml(p.subject)}</h2>\n<p>${escapeHtml(p.received)}</p>\n${actionsHtml(p.actions)}\n${rowsHtml(p.rows)}\n${sectionsHtml(p.sections, 3)}`,
  );
  const text = parts.map(
    (p) =>
      `${p.subject}\n${p.received}\n\n${actionsText(p.actions)}${rowsText(p.rows)}\n\n${sectionsText(p.sections)}`,
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
