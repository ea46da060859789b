// The links that let the owner call or write to a lead in one tap (issue 56): in the Studio's Henvendelser
// and, later, in the company's e-mails. No schema and nothing from Node: the Studio, Deno and the browser
// use it alike, and a bundle that takes only these keeps none of zod's schemas.

/** E.164 allows at most 15 digits, country code included. */
const E164_MAX_DIGITS = 15;
/** The shortest whole numbers abroad (Niue: +683 and four digits). */
const E164_MIN_DIGITS = 7;
/** A Danish number has eight digits and no trunk prefix. */
const DANISH = /^[1-9]\d{7}$/;

// What people put between the digits: spaces (a no-break one too), dashes, dots, slashes, brackets.
const SEPARATORS = /[\s\u00a0\u2009\u202f().\-/‐‑–]/g;
// A national trunk prefix written in brackets after the country code, as in "+44 (0)20 7946 0958".
const TRUNK_ZERO = /\(\s*0\s*\)/g;

/**
 * A phone number as a visitor wrote it, in E.164 form ("+4587654321"), or undefined when it is not
 * one this can dial for sure. Eight digits are a Danish number ("87 65 43 21"); "+45", "0045" and "45"
 * before eight digits name Denmark too; another country's number keeps its code when written with "+"
 * or "00" ("+46 70 123 45 67", "0046 …"). A foreign number written nationally, a letter, an extension
 * or two numbers in one field are not guessed at: the caller shows the text as it was written.
 */
export function phoneE164(written: string): string | undefined {
  const trimmed = written.trim();
  if (!/^(?:\(\s*)?(?:\+|00)?[\d\s\u00a0\u2009\u202f().\-/‐‑–]+$/.test(trimmed)) return undefined;
  const international = /^(?:\(\s*)?(?:\+|00)/.test(trimmed);
  const digits = (international ? trimmed.replace(TRUNK_ZERO, '') : trimmed)
    .replace(SEPARATORS, '')
    .replace(/^\+|^00/, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (!international) {
    if (DANISH.test(digits)) return `+45${digits}`;
    // "45 87 65 43 21": Denmark's code without its plus, as the leads' phone search reads it too.
    if (digits.startsWith('45') && DANISH.test(digits.slice(2))) return `+${digits}`;
    return undefined;
  }
  if (digits.startsWith('45')) return DANISH.test(digits.slice(2)) ? `+${digits}` : undefined;
  // A country code never starts with 0.
  if (digits.startsWith('0') || digits.length < E164_MIN_DIGITS || digits.length > E164_MAX_DIGITS)
    return undefined;
  return `+${digits}`;
}

/** A `tel:` link to the number as written, or undefined when it is not a number to dial (see phoneE164). */
export function telHref(written: string): string | undefined {
  const number = phoneE164(written);
  return number ? `tel:${number}` : undefined;
}

/**
 * The number a visitor quotes to the company: the first eight hex digits of the submission's id, upper
 * case ("ADACB46E"), as the confirmation e-mail gives it.
 */
export const referenceNumber = (submissionId: string) =>
  submissionId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** The subject of the owner's answer to a lead: "Vedr. din henvendelse ADACB46E". */
export const replySubject = (reference: string) => `Vedr. din henvendelse ${reference}`;

// One address, no spaces or brackets: what the forms accept, with nothing a mail app would read as a
// second recipient or a header.
const ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

/**
 * A `mailto:` link to the lead's address with the subject that names its reference, or undefined when
 * the address is not one address. Encoded as RFC 6068 asks (a space as %20, never "+", which mail apps
 * keep as a plus).
 */
export function replyMailtoHref(address: string, reference: string): string | undefined {
  const to = address.trim();
  if (!ADDRESS.test(to)) return undefined;
  const encoded = encodeURIComponent(to).replace(/%40/g, '@');
  return `mailto:${encoded}?subject=${encodeURIComponent(replySubject(reference))}`;
}
