import type { FormType, SendEmailRequest } from '@nordkyst/validation';
import type { Context } from 'hono';

/** What the runner knows about the connection (Deno.serve's info, the Node server's socket). */
export type ConnectionInfo = { remoteAddress?: string };

/** What the log line of a request says besides its status. */
export type LogFacts = { outcome: string; formType?: FormType; attachments?: number };

/** The Hono environment of send-email: the connection as bindings, and what middleware hands on. */
export type SendEmailEnv = {
  Bindings: ConnectionInfo;
  Variables: {
    log: LogFacts;
    /** The body as text, read within the size limit (body-limit). */
    body: string;
    /** The validated submission (validate-submission). */
    submission: SendEmailRequest;
    /** The browser's Idempotency-Key header, checked (idempotency). */
    headerKey: string | undefined;
    /** The key the submission is stored under and the digest of its content (idempotency). */
    idempotency: { key: string; requestHash: string };
  };
};

export type SendEmailContext = Context<SendEmailEnv>;
