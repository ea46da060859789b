import { failures } from './errors.ts';

/**
 * A resumable upload's id, as Supabase's storage makes it (src/storage/protocols/tus/upload-id.ts and
 * the base64url of it in the upload's URL, src/http/routes/tus/lifecycle.ts): `<bucket>/<name>/<version>`
 * base64url-encoded, so the id is one URL segment and one file name in the uploads folder.
 */
export type UploadId = { bucket: string; name: string; version: string };

export const encodeUploadId = ({ bucket, name, version }: UploadId) =>
  Buffer.from(`${bucket}/${name}/${version}`, 'utf8').toString('base64url');

export function decodeUploadId(id: string): UploadId {
  const parts = Buffer.from(id, 'base64url').toString('utf8').split('/');
  const bucket = parts.shift();
  const version = parts.pop();
  if (!bucket || !version || parts.length === 0) throw failures.invalidUploadId();
  return { bucket, name: parts.join('/'), version };
}

/** What can be an id (the last segment of an upload's URL). */
export const looksLikeUploadId = (segment: string | undefined): segment is string =>
  !!segment && /^[A-Za-z0-9_-]+$/.test(segment);
