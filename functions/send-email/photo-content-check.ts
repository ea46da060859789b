import { type Attachment, FILE_LIMITS } from '@nordkyst/validation';
import { prefixBytes, recognisedExtension } from './file-check.ts';
import type { QuoteStorage } from './quote-storage.ts';

/** Why a photo in storage is not what its grant says: Storage's size or type, or its bytes. */
export type PhotoRefusal = 'size' | 'type' | 'content';

const isAllowedType = (type: string): type is Attachment['type'] =>
  (FILE_LIMITS.allowedTypes as readonly string[]).includes(type);

/**
 * Whether the object at `photo.path` is what its grant declared (decision 058), reading only: Storage's
 * own size must be the declared size, Storage's type (`metadata.mimetype`) the declared type, and its
 * first bytes must be recognised as that type (file-check.ts, the base64 path's check). Answers why
 * not, 'gone' when there is no object, or undefined when it is the photo. The arrival check records what
 * this finds; the unstored fallback, with no database to record in, only leaves a refused photo out.
 */
export async function photoRefusal(
  storage: Pick<QuoteStorage, 'info' | 'firstBytes'>,
  photo: { path: string; type: string; size: string | number },
): Promise<PhotoRefusal | 'gone' | undefined> {
  const info = await storage.info(photo.path);
  if (!info) return 'gone';
  const declared = Number(photo.size);
  if (info.size !== declared) return 'size';
  if (info.type !== photo.type || !isAllowedType(photo.type)) return 'type';
  const prefix = await storage.firstBytes(photo.path, prefixBytes(photo.type, declared));
  if (!prefix) return 'gone';
  return (await recognisedExtension(prefix, photo.type)) ? undefined : 'content';
}
