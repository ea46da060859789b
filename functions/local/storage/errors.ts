/**
 * Supabase Storage's errors as its server renders them (supabase/storage, src/internal/errors/codes.ts
 * and src/http/error-handler.ts): the JSON routes answer `{ statusCode, error, code, message }` with HTTP
 * 400 for every status but 500 (the real status is the `statusCode` string; a role refusal is a true
 * 403), while the TUS routes answer the real status with the message as plain text
 * (src/http/routes/tus/lifecycle.ts, onResponseError).
 */
export class StorageFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly error: string;
  /** The HTTP status of a JSON answer, where Supabase sets one (withStatusCode). */
  readonly httpStatus: number | undefined;

  constructor(status: number, code: string, message: string, error: string = code, httpStatus?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.error = error;
    this.httpStatus = httpStatus;
  }
}

export const failures = {
  invalidJwt: (message: string) => new StorageFailure(400, 'InvalidJWT', message),
  accessDenied: (message: string) => new StorageFailure(403, 'AccessDenied', message, 'Unauthorized'),
  invalidRole: () =>
    new StorageFailure(403, 'AccessDenied', 'Access denied: Invalid role', 'Unauthorized', 403),
  invalidSignature: (message = 'Invalid signature') => new StorageFailure(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageFailure(400, 'ExpiredToken', 'The provided token has expired.'),
  noSuchBucket: () => new StorageFailure(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidBucketName: () =>
    new StorageFailure(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  noSuchKey: () => new StorageFailure(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string, reason?: string) =>
    new StorageFailure(400, 'InvalidKey', `Invalid key: ${key}${reason ? ` ${reason}` : ''}`),
  keyAlreadyExists: () =>
    new StorageFailure(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: () =>
    new StorageFailure(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (type: string) =>
    new StorageFailure(415, 'InvalidMimeType', `mime type ${type} is not supported`, 'invalid_mime_type'),
  invalidUploadId: () => new StorageFailure(400, 'InvalidUploadId', 'Invalid upload id'),
  metadataRequired: () => new StorageFailure(400, 'InvalidRequest', 'Metadata header is required'),
  invalidParameter: (name: string) =>
    new StorageFailure(400, 'InvalidParameter', `Invalid Parameter ${name}`),
};

/** The JSON answer of the object routes. */
export function jsonFailure(failure: StorageFailure, headers?: HeadersInit): Response {
  const { status, code, error, message } = failure;
  const httpStatus = failure.httpStatus ?? (status === 500 ? 500 : 400);
  return Response.json({ statusCode: String(status), code, error, message }, { status: httpStatus, headers });
}

/** The TUS routes' answer: the real status, the message as the body (@tus/server's error shape). */
export function tusFailure(failure: StorageFailure): { status_code: number; body: string } {
  return { status_code: failure.status, body: failure.message };
}
