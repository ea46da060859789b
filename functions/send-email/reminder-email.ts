import { referenceNumber } from '@nordkyst/validation';
import { escapeHtml, headerSafe } from '../_shared/text.ts';
import {
  type Action,
  actionsHtml,
  actionsText,
  type EmailContent,
  expiryText,
  htmlDocument,
  htmlValue,
  paragraphsHtml,
  type Row,
  rowsHtml,
  rowsText,
} from './email-html.ts';
import { contactLinks, studioAction } from './notification-email.ts';
import type { DuePromise } from './promise-store.ts';

/** Each form as the owner's e-mails and the one-tap page name it. */
export const FORM_NAMES: Record<DuePromise['formType'], string> = {
  contact: 'Kontaktformularen',
  quote: 'Tilbudsformularen',
  moldova: 'Jobansøgningen',
};

const MINUTE = 60_000;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A span of time as the owner reads it: "45 minutter", "3 timer og 59 minutter", "2 dage og 1 time". */
export function danishDuration(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / MINUTE));
  if (minutes < 60) return count(minutes, 'minut', 'minutter');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    const h = count(hours, 'time', 'timer');
    return rest ? `${h} og ${count(rest, 'minut', 'minutter')}` : h;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const d = count(days, 'dag', 'dage');
  return rest ? `${d} og ${count(rest, 'time', 'timer')}` : d;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The first line of the lead's message (or the quote's description) with text in it, at most 200 characters. */
export function firstLine(fields: Record<string, unknown>): string {
  const message = text(fields.message) || text(fields.description);
  const line =
    message
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * The company's one reminder of an open promise, in Danish: the lead's name, phone, form and the first
 * line of its message, the time left (or how late it is), and a link to it in the Studio. Every value
 * the visitor wrote is escaped in the HTML and kept to one line in the subject.
 */
export function buildReminder(
  promise: DuePromise,
  now: Date,
  studioUrl: string,
  /** The one-tap action that keeps this promise (one-tap-actions.ts), when the e-mails carry them. */
  oneTap: Action[] = [],
): EmailContent {
  const name = text(promise.fields.name) || 'afsenderen';
  const left = promise.dueAt.getTime() - now.getTime();
  const late = left <= 0;
  const span = danishDuration(left);
  const due = expiryText(promise.dueAt);
  const call = promise.kind === 'call';
  const subject = call
    ? late
      ? `Ring til ${name}: løftet om at ringe er ${span} over tid`
      : `Ring til ${name}: ${span} tilbage af løftet om at ringe`
    : late
      ? `Tilbud til ${name}: løftet om et tilbud er ${span} over tid`
      : `Tilbud til ${name}: ${span} tilbage af løftet om et tilbud`;
  const promised = call
    ? `Hjemmesiden lovede ${name} et opkald senest ${due}.`
    : `Hjemmesiden lovede ${name} et tilbud senest ${due}.`;
  const status = late ? `Fristen er overskredet med ${span}.` : `Der er ${span} tilbage.`;
  const after = call
    ? oneTap.length
      ? 'Når I har ringet, så tryk på "Jeg har ringet" (eller sæt status til Besvaret i Henvendelser); så står løftet som holdt.'
      : 'Når I har ringet, så sæt status til Besvaret i Henvendelser; så står løftet som holdt.'
    : oneTap.length
      ? 'Når tilbuddet er sendt, så tryk på "Tilbud sendt" (eller sæt status til Tilbud sendt i Henvendelser); så står løftet som holdt.'
      : 'Når tilbuddet er sendt, så sæt status til Tilbud sendt i Henvendelser; så står løftet som holdt.';
  const links = contactLinks(
    name,
    text(promise.fields.email),
    text(promise.fields.phone) || text(promise.fields.phoneNumber),
    referenceNumber(promise.id),
  );
  // Calling is what a call promise asks for, so it comes first; then the tap that says it is done.
  const actions = [...links.actions, ...oneTap, studioAction(studioUrl, promise.id)];
  const rows: Row[] = [
    { label: 'Navn', value: name },
    links.phone,
    { label: 'Formular', value: FORM_NAMES[promise.formType] },
    { label: 'Besked', value: firstLine(promise.fields) },
    { label: 'Modtaget', value: expiryText(promise.receivedAt) },
  ];
  const intro = [promised, status];
  return {
    subject: headerSafe(subject),
    html: htmlDocument(
      'da',
      subject,
      `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>\n${paragraphsHtml(intro)}\n${actionsHtml(actions)}\n${rowsHtml(rows)}\n` +
        `<p>${htmlValue(after)}</p>`,
    ),
    text: `${subject}\n\n${intro.join('\n')}\n\n${actionsText(actions)}${rowsText(rows)}\n\n${after}\n`,
  };
}
