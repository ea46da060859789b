import type { MiddlewareHandler } from 'hono';
import { DatabaseUnavailableError } from '../../_shared/database.ts';
import { accepted, refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';
import type { SubmissionStore } from '../submissions.ts';
import { submittedValues } from '../submitted-values.ts';

/** What a browser may send as Idempotency-Key: a UUID or any short token of visible characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The digest of a submission's content: its fields, and each file with its content's own digest, so
 * the 40 MB of files are hashed one at a time, never serialised into one more text.
 */
async function requestDigest(
  formType: string,
  { fields, attachments }: ReturnType<typeof submittedValues>,
): Promise<string> {
  const files = [];
  for (const { content, ...file } of attachments) files.push({ ...file, content: await sha256Hex(content) });
  return sha256Hex(JSON.stringify({ formType, fields, attachments: files }));
}

/** Checks the Idempotency-Key header (400 when malformed) before anything is counted or read. */
export const idempotencyKeyHeader: MiddlewareHandler<SendEmailEnv> = async (c, next) => {
  const headerKey = c.req.header('Idempotency-Key')?.trim();
  if (headerKey !== undefined && !IDEMPOTENCY_KEY.test(headerKey))
    return respond(c, refused(400, sendEmailMessages.badIdempotencyKey, 'bad-idempotency-key'));
  c.set('headerKey', headerKey);
  await next();
};

/**
 * A repeat (double click, retry after a timeout) gets the first answer and sends nothing; the same key
 * with other content is 422. Without the browser's key, the same content is the same submission.
 */
export function replayRepeats(store: SubmissionStore): MiddlewareHandler<SendEmailEnv> {
  return async (c, next) => {
    const submission = c.get('submission');
    const values = submittedValues(submission);
    const { attachments } = values;
    const requestHash = await requestDigest(submission.formType, values);
    const key = c.get('headerKey') ?? `content-${requestHash}`;
    // A database that cannot be read leaves the repeat to the route's fallback, which remembers its own.
    const earlier = await store.findByKey(key).catch((error: unknown) => {
      if (error instanceof DatabaseUnavailableError) return undefined;
      throw error;
    });
    if (earlier && earlier.requestHash !== requestHash) {
      const log = {
        outcome: 'idempotency-conflict',
        formType: submission.formType,
        attachments: attachments.length,
      };
      return respond(c, refused(422, sendEmailMessages.idempotencyConflict, log));
    }
    if (earlier) return respond(c, accepted(earlier, 'repeat'));
    c.set('idempotency', { key, requestHash });
    await next();
  };
}
