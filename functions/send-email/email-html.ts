import { escapeHtml } from '../_shared/text.ts';

/**
 * One labelled value of a submission, as it appears in an e-mail. With `href` the HTML shows it as a link
 * (a `tel:`, a `mailto:`, a file's URL), reading `linkText` when given; the text part shows `value`.
 */
export type Row = { label: string; value: string; href?: string | undefined; linkText?: string };

/** A link the owner acts on from the e-mail (call, write, open the lead): a thumb-sized button. */
export type Action = { text: string; href: string };

export type EmailContent = { subject: string; html: string; text: string };

/** A part of an e-mail after its rows: a heading, a sentence, and rows. */
export type Section = { heading: string; sentence: string; rows: Row[] };

/**
 * An e-mail's HTML: one column with no fixed width, so a phone's mail app at 320 px shows it without
 * sideways scrolling; a long value (a link, an address) breaks rather than widen the page.
 */
export function htmlDocument(lang: string, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;overflow-wrap:anywhere;word-break:break-word">',
    body,
    '</body></html>',
  ].join('\n');
}

/** Multi-line values keep their line breaks. */
export function htmlValue(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** Each row as its label over its value: one column, whatever the screen. */
export function rowsHtml(rows: readonly Row[]): string {
  return rows
    .map((row) => {
      const value = row.href
        ? `<a href="${escapeHtml(row.href)}">${htmlValue(row.linkText ?? row.value)}</a>`
        : htmlValue(row.value);
      return `<p style="margin:0 0 12px"><strong>${escapeHtml(row.label)}</strong><br>${value}</p>`;
    })
    .join('\n');
}

/** The owner's actions as buttons at least 44 px high, side by side while they fit, else one under another. */
export function actionsHtml(actions: readonly Action[]): string {
  if (!actions.length) return '';
  const buttons = actions.map(
    (action) =>
      `<a href="${escapeHtml(action.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 16px;min-height:20px;border-radius:6px;background:#1f3a5f;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(action.text)}</a>`,
  );
  return `<p style="margin:0 0 16px">${buttons.join('\n')}</p>`;
}

/** The owner's actions in the text part: each on its own line with its address. */
export const actionsText = (actions: readonly Action[]) =>
  actions.length ? `${actions.map((action) => `${action.text}: ${action.href}`).join('\n')}\n\n` : '';

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
