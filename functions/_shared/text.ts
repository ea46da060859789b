/** Text helpers for building e-mails from untrusted input. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Bidirectional controls, which make "gpj.exe" read "exe.jpg" or turn a subject around in a mail
 * client; they are dropped.
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

// Control characters (C0, DEL, C1) and the line and paragraph separators (U+2028, U+2029), which
// some clients and parsers treat as a line break: in a header they become a space.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A value safe for a single-line header such as Subject: control characters and line separators
 * (CR/LF, U+2028/U+2029 included) become spaces, bidirectional controls are removed.
 */
export function headerSafe(value: string, maxLength = 200): string {
  const flat = value.replace(BIDI_CONTROLS, '').replace(LINE_BREAKING, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}
