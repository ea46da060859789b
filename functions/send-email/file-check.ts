import type { Attachment } from '@nordkyst/validation';
import { fileTypeFromBuffer } from 'file-type';

/**
 * What the first bytes of each allowed type are recognised as. Old Word files are OLE compound files,
 * which file-type names `application/x-cfb`; animated PNGs come out as `image/apng`.
 */
const DETECTED_AS: Readonly<Record<Attachment['type'], readonly string[]>> = {
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png', 'image/apng'],
  'image/gif': ['image/gif'],
  'image/webp': ['image/webp'],
  'application/pdf': ['application/pdf'],
  'application/msword': ['application/x-cfb'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
};

// Enough for every signature above except docx, which file-type recognises by walking the zip entries.
const PREFIX_BASE64_CHARS = 8192;

function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const fileCheckMessage = (filename: string) =>
  `Filen "${filename}" er ikke det, den giver sig ud for at være, og er afvist. Send billeder (JPEG, PNG, GIF, WebP), PDF eller Word-filer.`;

/** Whether the attachment's content really is of its declared type, judged by its first bytes. */
export async function contentMatchesType(attachment: Attachment): Promise<boolean> {
  const whole = attachment.type.endsWith('wordprocessingml.document');
  const base64 = whole ? attachment.content : attachment.content.slice(0, PREFIX_BASE64_CHARS);
  const detected = await fileTypeFromBuffer(decodeBase64(base64));
  return detected !== undefined && DETECTED_AS[attachment.type].includes(detected.mime);
}
