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
import { DatabaseUnavailableError } from '../_shared/database.ts';
import type { EmailTransport } from '../_shared/email.ts';
import { isJsonContentType, jsonResponse, readBodyWithLimit } from '../_shared/http.ts';
import { clientAddress, type RateLimiter } from '../_shared/rate-limit.ts';
import { checkSolution, issueChallenge } from './challenge.ts';
import { createDelivery, RETRY_RULES } from './delivery.ts';
import { contentMatchesType, fileCheckMessage } from './file-check.ts';
import type { NewSubmission, StoredSubmission, SubmissionStore } from './submissions.ts';

/** The base64 attachments the browser may send, plus room for the text fields and the JSON around them. */
export const MAX_BODY_BYTES = FILE_LIMITS.maxTotalBase64Bytes + 1024 * 1024;

const METHODS = 'GET, POST, OPTIONS';

/** What a browser may send as Idempotency-Key: a UUID or any short token of visible characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

/** Texts of the answers that are not field validation (those come from @nordkyst/validation). */
export const sendEmailMessages = {
  methodNotAllowed: 'Metoden er ikke tilladt. Brug POST.',
  notFound: 'Adressen findes ikke.',
  unauthorized: 'Adgang nægtet.',
  unsupportedMediaType: 'Indholdet skal sendes som JSON (Content-Type: application/json).',
  malformedJson: 'Indholdet er ikke gyldig JSON.',
  unreadableBody: 'Indholdet kunne ikke læses.',
  tooLarge: fileMessages.totalTooLarge,
  rateLimited: 'Du har sendt mange henvendelser på kort tid. Vent lidt, og prøv igen.',
  badIdempotencyKey: 'Idempotency-Key skal være 8-200 synlige tegn.',
  idempotencyConflict: 'Idempotency-Key er allerede brugt til en anden henvendelse.',
  invalid: {
    da: 'Formularen indeholder fejl. Ret de markerede felter, og prøv igen.',
    ru: 'Форма содержит ошибки. Исправьте отмеченные поля и попробуйте снова.',
  },
  unavailable: 'Henvendelsen kunne ikke modtages lige nu. Prøv igen om lidt.',
  // The spec's fallback text (section 8).
  unexpected: 'Unexpected error occurred',
} as const;

export type SendEmailDeps = {
  config: Pick<
    FunctionsConfig,
    | 'emailFrom'
    | 'companyEmail'
    | 'companyName'
    | 'allowedOrigins'
    | 'altchaHmacKey'
    | 'retrySecret'
    | 'clientAddressHeader'
    | 'rateLimitWindowMs'
  >;
  transport: EmailTransport;
  clock: Clock;
  rateLimiter: RateLimiter;
  store: SubmissionStore;
  /** One structured line per request; never the body or attachments. */
  log?: (entry: Record<string, unknown>) => void;
};

/** What the runner knows about the connection (Deno.serve's info, the Node server's socket). */
export type ConnectionInfo = { remoteAddress?: string };

type Outcome = {
  status: number;
  body: unknown;
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

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The submitted values without the spam fields, as stored and as compared between retries. */
function submittedValues(request: SendEmailRequest) {
  const {
    [SPAM_RULES.honeypotField]: _honeypot,
    [SPAM_RULES.challengeField]: _challenge,
    ...data
  } = request.formData;
  const { attachments = [], ...fields } = data as typeof data & {
    attachments?: NewSubmission['attachments'];
  };
  return { fields, attachments };
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

/** The success answer of a stored submission: the same for the first request and every repeat. */
function accepted(submission: StoredSubmission, outcome: string): Outcome {
  const body: SendEmailResult = {
    success: true,
    submissionId: submission.id,
    ...(submission.notificationId ? { notificationId: submission.notificationId } : {}),
    ...(submission.confirmationId ? { confirmationId: submission.confirmationId } : {}),
  };
  return {
    status: 200,
    body,
    outcome,
    formType: submission.formType,
    attachments: submission.files.length,
  };
}

/** Constant-time comparison of two secrets' digests. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export function createSendEmailHandler(deps: SendEmailDeps) {
  const { config, transport, clock, rateLimiter, store } = deps;
  const log = deps.log ?? defaultLog;
  const delivery = createDelivery({ config, transport, store, clock });

  /** Everything after the method and CORS checks of a submission: the answer and what to log. */
  async function submit(request: Request, info: ConnectionInfo): Promise<Outcome> {
    if (!isJsonContentType(request))
      return refused(415, sendEmailMessages.unsupportedMediaType, 'unsupported-media-type');
    const headerKey = request.headers.get('Idempotency-Key')?.trim();
    if (headerKey !== undefined && !IDEMPOTENCY_KEY.test(headerKey))
      return refused(400, sendEmailMessages.badIdempotencyKey, 'bad-idempotency-key');

    const address = clientAddress(request, info.remoteAddress, config.clientAddressHeader);
    const rate = await rateLimiter.hit(address);
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
      // Bots learn nothing about the other fields.
      if (errors[SPAM_RULES.honeypotField])
        return { ...refused(400, spamMessages[lang].honeypot, 'spam-honeypot'), formType };
      const fields = Object.keys(errors);
      const challengeError = errors[SPAM_RULES.challengeField]?.[0];
      if (fields.length === 1 && challengeError)
        return { ...refused(400, challengeError, 'challenge-missing'), formType };
      return { ...refused(400, sendEmailMessages.invalid[lang], 'invalid', errors), formType };
    }

    const submission = parsed.data;
    const lang = submission.formType === 'moldova' ? 'ru' : 'da';
    const { fields, attachments } = submittedValues(submission);
    const context = { formType: submission.formType, attachments: attachments.length };
    const requestHash = await sha256Hex(
      JSON.stringify({ formType: submission.formType, fields, attachments }),
    );
    // Without the browser's key, the same content is the same submission.
    const idempotencyKey = headerKey ?? `content-${requestHash}`;

    // A repeat (double click, retry after a timeout) gets the first answer and sends nothing.
    const earlier = await store.findByKey(idempotencyKey);
    if (earlier) {
      if (earlier.requestHash !== requestHash)
        return { ...refused(422, sendEmailMessages.idempotencyConflict, 'idempotency-conflict'), ...context };
      return accepted(earlier, 'repeat');
    }

    const challenge = await checkSolution(submission.formData[SPAM_RULES.challengeField], {
      secret: config.altchaHmacKey,
      clock,
    });
    if (!challenge.ok) {
      const message =
        challenge.reason === 'expired'
          ? spamMessages[lang].challengeExpired
          : spamMessages[lang].challengeInvalid;
      return { ...refused(400, message, `challenge-${challenge.reason}`), ...context };
    }

    for (const [index, attachment] of attachments.entries()) {
      if (!(await contentMatchesType(attachment))) {
        const message = fileCheckMessage(attachment.filename);
        return {
          ...refused(400, message, 'spoofed-file-type', { [`attachments.${index}`]: [message] }),
          ...context,
        };
      }
    }

    const now = clock.now();
    const stored = await store.insert({
      idempotencyKey,
      requestHash,
      formType: submission.formType,
      fields,
      attachments,
      challenge: { signature: challenge.signature, expiresAt: challenge.expiresAt },
      now: new Date(now),
      leaseUntil: new Date(now + RETRY_RULES.leaseMs),
    });
    if (stored.kind === 'challenge-used')
      return { ...refused(400, spamMessages[lang].challengeUsed, 'challenge-used'), ...context };
    if (stored.kind === 'duplicate') return accepted(stored.submission, 'repeat');

    // Stored: the visitor hears success whatever the provider does now; a failure is retried later.
    const result = await delivery.deliver(stored.submission, attachments);
    return result.delivered
      ? accepted({ ...stored.submission, ...result }, 'sent')
      : accepted(stored.submission, `stored-pending: ${result.error}`);
  }

  /** `GET …/send-email/challenge`: a fresh signed challenge for the browser to solve. */
  async function challenge(): Promise<Outcome> {
    const body = await issueChallenge({ secret: config.altchaHmacKey, clock });
    return { status: 200, body, outcome: 'challenge', headers: { 'Cache-Control': 'no-store' } };
  }

  /** `POST …/send-email/retry` (the scheduler, with the retry secret): one bounded run of due work. */
  async function retry(request: Request): Promise<Outcome> {
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!config.retrySecret || !(await sameSecret(token, config.retrySecret)))
      return refused(401, sendEmailMessages.unauthorized, 'retry-unauthorized');
    const run = await delivery.runDue(config.rateLimitWindowMs);
    return { status: 200, body: { success: true, ...run }, outcome: 'retry-run' };
  }

  function route(request: Request, info: ConnectionInfo): Promise<Outcome> | Outcome {
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    const sub = path.endsWith('/challenge') ? 'challenge' : path.endsWith('/retry') ? 'retry' : '';
    const allowed = sub === 'challenge' ? 'GET' : 'POST';
    if (request.method !== allowed) {
      return {
        ...refused(405, sendEmailMessages.methodNotAllowed, 'method-not-allowed'),
        headers: { Allow: `${allowed}, OPTIONS` },
      };
    }
    if (sub === 'challenge') return challenge();
    if (sub === 'retry') return retry(request);
    return submit(request, info);
  }

  async function handleSendEmail(request: Request, info: ConnectionInfo = {}): Promise<Response> {
    const cors = corsHeaders(request, config.allowedOrigins, METHODS);
    if (request.method === 'OPTIONS') return preflightResponse(cors);

    const started = clock.now();
    let result: Outcome;
    try {
      result = await route(request, info);
    } catch (error) {
      result =
        error instanceof DatabaseUnavailableError
          ? {
              // Nothing was stored: say so, so the browser keeps the form and the visitor tries again.
              ...refused(503, sendEmailMessages.unavailable, `db-unavailable: ${error.message}`),
              headers: { 'Retry-After': '30' },
            }
          : // Our own bug: say so in the log (message only, no submission data) and answer 500.
            refused(
              500,
              sendEmailMessages.unexpected,
              `error: ${error instanceof Error ? error.message : String(error)}`,
            );
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
  }

  return Object.assign(handleSendEmail, { delivery });
}

export type SendEmailHandler = ReturnType<typeof createSendEmailHandler>;
