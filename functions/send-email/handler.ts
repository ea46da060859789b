import {
  FILE_LIMITS,
  FORM_TYPES,
  type FormType,
  fieldErrors,
  fileMessages,
  type SendEmailRequest,
  type SendEmailResult,
  SPAM_RULES,
  sendEmailRequestSchema,
  spamMessages,
} from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import type { FunctionsConfig } from '../_shared/config.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { type EmailMessage, EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import { isJsonContentType, jsonResponse, readBodyWithLimit } from '../_shared/http.ts';
import { clientAddress, type RateLimiter } from '../_shared/rate-limit.ts';
import { buildSubmissionEmails } from './emails.ts';
import { contentMatchesType, fileCheckMessage } from './file-check.ts';

// This module is the package's `./send-email` entry: runners (the local one in packages/local-functions)
// build the handler from these pieces.
export { type Clock, systemClock } from '../_shared/clock.ts';
export { ConfigError, type FunctionsConfig, loadConfig } from '../_shared/config.ts';
export { type EmailMessage, EmailProviderError, type EmailTransport } from '../_shared/email.ts';
export { createRateLimiter, type RateLimiter, unlimited } from '../_shared/rate-limit.ts';

/** The base64 attachments the browser may send, plus room for the text fields and the JSON around them. */
export const MAX_BODY_BYTES = FILE_LIMITS.maxTotalBase64Bytes + 1024 * 1024;

const METHODS = 'POST, OPTIONS';

/** Texts of the answers that are not field validation (those come from @nordkyst/validation). */
export const sendEmailMessages = {
  methodNotAllowed: 'Metoden er ikke tilladt. Brug POST.',
  unsupportedMediaType: 'Indholdet skal sendes som JSON (Content-Type: application/json).',
  malformedJson: 'Indholdet er ikke gyldig JSON.',
  unreadableBody: 'Indholdet kunne ikke læses.',
  tooLarge: fileMessages.totalTooLarge,
  rateLimited: 'Du har sendt mange henvendelser på kort tid. Vent lidt, og prøv igen.',
  invalid: {
    da: 'Formularen indeholder fejl. Ret de markerede felter, og prøv igen.',
    ru: 'Форма содержит ошибки. Исправьте отмеченные поля и попробуйте снова.',
  },
  // The spec's fallback texts (section 8).
  providerFailed: 'Email sending failed',
  unexpected: 'Unexpected error occurred',
} as const;

export type SendEmailDeps = {
  config: Pick<FunctionsConfig, 'emailFrom' | 'companyEmail' | 'companyName' | 'allowedOrigins'>;
  transport: EmailTransport;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** One structured line per submission; never the body or attachments. */
  log?: (entry: Record<string, unknown>) => void;
};

/** What the runner knows about the connection (Deno.serve's info, the Node server's socket). */
export type ConnectionInfo = { remoteAddress?: string };

type Outcome = {
  status: number;
  body: SendEmailResult;
  /** For the log line. */
  outcome: string;
  headers?: Record<string, string>;
  formType?: FormType;
  attachments?: number;
};

const defaultLog = (entry: Record<string, unknown>) => console.info(JSON.stringify(entry));

/** The form type a body claims, for the answer's language and the log, before it is validated. */
function claimedFormType(body: unknown): FormType | undefined {
  const claimed =
    typeof body === 'object' && body !== null ? (body as { formType?: unknown }).formType : undefined;
  return FORM_TYPES.find((type) => type === claimed);
}

/** A key that is the same for the same submission, so a retried request is not e-mailed twice. */
async function submissionKey(request: SendEmailRequest): Promise<string> {
  const {
    [SPAM_RULES.honeypotField]: _honeypot,
    [SPAM_RULES.elapsedField]: _elapsed,
    ...data
  } = request.formData;
  const bytes = new TextEncoder().encode(JSON.stringify({ formType: request.formType, data }));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

function refused(
  status: number,
  error: string,
  outcome: string,
  extra: Record<string, string[]> = {},
): Outcome {
  const body = Object.keys(extra).length
    ? { success: false as const, error, fieldErrors: extra }
    : { success: false as const, error };
  return { status, body, outcome };
}

export function createSendEmailHandler(deps: SendEmailDeps) {
  const { config, transport, clock, rateLimiter } = deps;
  const log = deps.log ?? defaultLog;

  /** Everything after the method and CORS checks: the answer and what to log. */
  async function submit(request: Request, info: ConnectionInfo): Promise<Outcome> {
    if (!isJsonContentType(request))
      return refused(415, sendEmailMessages.unsupportedMediaType, 'unsupported-media-type');

    const rate = rateLimiter.hit(clientAddress(request, info.remoteAddress));
    if (!rate.allowed) {
      return {
        ...refused(429, sendEmailMessages.rateLimited, 'rate-limited'),
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      };
    }

    const read = await readBodyWithLimit(request, MAX_BODY_BYTES);
    if (!read.ok) {
      return read.reason === 'too-large'
        ? refused(413, sendEmailMessages.tooLarge, 'too-large')
        : refused(400, sendEmailMessages.unreadableBody, 'unreadable');
    }
    let raw: unknown;
    try {
      raw = JSON.parse(read.text);
    } catch {
      return refused(400, sendEmailMessages.malformedJson, 'malformed-json');
    }

    const parsed = sendEmailRequestSchema.safeParse(raw);
    if (!parsed.success) {
      const formType = claimedFormType(raw);
      const lang = formType === 'moldova' ? 'ru' : 'da';
      const errors = fieldErrors(parsed.error);
      // Bots learn nothing about the other fields; a person who was quick is told to wait.
      if (errors[SPAM_RULES.honeypotField])
        return { ...refused(400, spamMessages[lang].honeypot, 'spam-honeypot'), formType };
      const fields = Object.keys(errors);
      if (fields.length === 1 && fields[0] === SPAM_RULES.elapsedField) {
        return {
          ...refused(400, errors[SPAM_RULES.elapsedField]?.[0] ?? spamMessages[lang].tooFast, 'spam-elapsed'),
          formType,
        };
      }
      return { ...refused(400, sendEmailMessages.invalid[lang], 'invalid', errors), formType };
    }

    const submission = parsed.data;
    const attachments = submission.formType === 'quote' ? (submission.formData.attachments ?? []) : [];
    const context = { formType: submission.formType, attachments: attachments.length };
    for (const [index, attachment] of attachments.entries()) {
      if (!(await contentMatchesType(attachment))) {
        const message = fileCheckMessage(attachment.filename);
        return {
          ...refused(400, message, 'spoofed-file-type', { [`attachments.${index}`]: [message] }),
          ...context,
        };
      }
    }

    const emails = buildSubmissionEmails(submission, config.companyName);
    const key = await submissionKey(submission);
    const notification: EmailMessage = {
      from: config.emailFrom,
      to: config.companyEmail,
      replyTo: emails.sender,
      ...emails.notification,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.type,
      })),
      idempotencyKey: `${submission.formType}-notification-${key}`,
    };
    const confirmation: EmailMessage = {
      from: config.emailFrom,
      to: emails.sender,
      replyTo: config.companyEmail,
      ...emails.confirmation,
      attachments: [],
      idempotencyKey: `${submission.formType}-confirmation-${key}`,
    };

    try {
      const { id: notificationId } = await transport.send(notification);
      const { id: confirmationId } = await transport.send(confirmation);
      return {
        status: 200,
        body: { success: true, notificationId, confirmationId },
        outcome: 'sent',
        ...context,
      };
    } catch (error) {
      if (!(error instanceof EmailProviderError)) throw error;
      // The provider asked us to slow down: pass that on, so the caller knows when to retry.
      if (error.retryAfterSeconds !== undefined) {
        return {
          ...refused(503, sendEmailMessages.providerFailed, `provider-throttled: ${error.message}`),
          headers: { 'Retry-After': String(error.retryAfterSeconds) },
          ...context,
        };
      }
      return {
        ...refused(502, sendEmailMessages.providerFailed, `provider-failed: ${error.message}`),
        ...context,
      };
    }
  }

  return async function handleSendEmail(request: Request, info: ConnectionInfo = {}): Promise<Response> {
    const cors = corsHeaders(request, config.allowedOrigins, METHODS);
    if (request.method === 'OPTIONS') return preflightResponse(cors);

    const started = clock.now();
    let result: Outcome;
    if (request.method !== 'POST') {
      cors.set('Allow', METHODS);
      result = refused(405, sendEmailMessages.methodNotAllowed, 'method-not-allowed');
    } else {
      try {
        result = await submit(request, info);
      } catch (error) {
        // Our own bug: say so in the log (message only, no submission data) and answer 500.
        result = refused(
          500,
          sendEmailMessages.unexpected,
          `error: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    for (const [name, value] of new Headers(result.headers)) cors.set(name, value);
    log({
      fn: 'send-email',
      status: result.status,
      outcome: result.outcome,
      ...(result.formType ? { formType: result.formType } : {}),
      ...(result.attachments !== undefined ? { attachments: result.attachments } : {}),
      ms: clock.now() - started,
    });
    return jsonResponse(result.body, result.status, cors);
  };
}

export type SendEmailHandler = ReturnType<typeof createSendEmailHandler>;
