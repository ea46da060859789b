import { escapeHtml } from '../_shared/text.ts';

/** One labelled value of a submission, as it appears in an e-mail. */
export type Row = { label: string; value: string; link?: boolean };

export type EmailContent = { subject: string; html: string; text: string };

/** A part of an e-mail after its rows: a heading, a sentence, and rows. */
export type Section = { heading: string; sentence: string; rows: Row[] };

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

export function sectionsHtml(sections: readonly Section[], level = 2): string {
  return sections
    .map(
      (s) =>
        `<h${level} style="font-size:16px">${escapeHtml(s.heading)}</h${level}>\n<p>${htmlValue(s.sentence)}</p>\n${rowsHtml(s.rows)}\n`,
    )
    .join('');
}

export const sectionsText = (sections: readonly Section[]) =>
  sections.map((s) => `${s.heading}\n${s.sentence}\n\n${rowsText(s.rows)}\n\n`).join('');

/** When a link expires, as the owner reads it: Danish, Copenhagen time. */
export const expiryText = (at: Date) =>
  new Intl.DateTimeFormat('da-DK', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(at);
