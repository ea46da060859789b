import type { Attachment } from '@nordkyst/validation';
import { fileTypeFromBuffer } from 'file-type';
import { BIDI_CONTROLS } from '../_shared/text.ts';

/**
 * What the first bytes of each allowed type are recognised as, and the extension a file so recognised
 * is named with. Old Word files are OLE compound files, which file-type names `application/x-cfb`;
 * animated PNGs come out as `image/apng`.
 */
const RECOGNISED_AS: Readonly<Record<Attachment['type'], Readonly<Record<string, string>>>> = {
  'image/jpeg': { 'image/jpeg': 'jpg' },
  'image/png': { 'image/png': 'png', 'image/apng': 'png' },
  'image/gif': { 'image/gif': 'gif' },
  'image/webp': { 'image/webp': 'webp' },
  'application/pdf': { 'application/pdf': 'pdf' },
  'application/msword': { 'application/x-cfb': 'doc' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  },
};

// Control characters (C0, DEL, C1) and line separators; bidirectional controls apart (BIDI_CONTROLS).
const UNSHOWABLE = /[\p{Cc}\u2028\u2029]/gu;
// What a name ends with that looks like an extension, to be replaced by the recognised one.
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/** `filename` without control and bidirectional characters, as any message or e-mail shows it. */
export const showableName = (filename: string) =>
  filename.replace(BIDI_CONTROLS, '').replace(UNSHOWABLE, '').trim();

/** The showable name with the extension of the type its bytes are ("tilbud.pdf.exe" → "tilbud.pdf"). */
export function safeFilename(filename: string, extension: string): string {
  const stem = showableName(filename).replace(EXTENSION, '').trim() || 'fil';
  return stem.toLowerCase().endsWith(`.${extension}`) ? stem : `${stem}.${extension}`;
}

/** The extension a file of the declared `type` is named with. */
export const extensionOf = (type: Attachment['type']): string =>
  Object.values(RECOGNISED_AS[type])[0] ?? 'bin';

/** A photo's name as its grant gives it (issue 54): showable, with the extension of its declared type. */
export const grantedFilename = (filename: string, type: Attachment['type']) =>
  safeFilename(filename, extensionOf(type));

// Enough for every signature above except docx, which file-type recognises by walking the zip entries.
const PREFIX_BYTES = 6144;

/** How many of a file's first bytes its check reads: all of a docx (its zip entries are walked). */
export const prefixBytes = (type: Attachment['type'], size: number) =>
  type.endsWith('wordprocessingml.document') ? size : Math.min(size, PREFIX_BYTES);

function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const fileCheckMessage = (filename: string) =>
  `Filen "${showableName(filename)}" er ikke det, den giver sig ud for at være, og er afvist. Send billeder (JPEG, PNG, GIF, WebP), PDF eller Word-filer.`;

/**
 * The extension of the declared `type` when `prefix` (the file's first `prefixBytes`) is recognised as
 * that type, else null: the one check of a file's content, for the base64 path and a photo in storage.
 */
export async function recognisedExtension(
  prefix: Uint8Array,
  type: Attachment['type'],
): Promise<string | null> {
  const detected = await fileTypeFromBuffer(prefix);
  return (detected && RECOGNISED_AS[type][detected.mime]) ?? null;
}

/**
 * The attachment's name as the e-mail carries it, when its content really is of its declared type
 * (judged by its first bytes), else null.
 */
export async function recognisedFilename(attachment: Attachment): Promise<string | null> {
  const whole = attachment.type.endsWith('wordprocessingml.document');
  // Base64: four characters carry three bytes.
  const base64 = whole ? attachment.content : attachment.content.slice(0, (PREFIX_BYTES / 3) * 4);
  const extension = await recognisedExtension(decodeBase64(base64), attachment.type);
  return extension ? safeFilename(attachment.filename, extension) : null;
}
