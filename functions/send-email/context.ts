import type { FormType, SendEmailRequest } from '@nordkyst/validation';
import type { Context } from 'hono';
import type { SpamReason } from './spam.ts';

/** What the runner knows about the connection (Deno.serve's info, the Node server's socket). */
export type ConnectionInfo = { remoteAddress?: string };

/** What the log line of a request says besides its status. */
export type LogFacts = { outcome: string; formType?: FormType; attachments?: number };

/** The Hono environment of send-email: the connection as bindings, and what middleware hands on. */
export type SendEmailEnv = {
  Bindings: ConnectionInfo;
  Variables: {
    log: LogFacts;
    /** The body's bytes, read within the size limit (body-limit); emptied as they are decoded. */
    body: Uint8Array[];
    /** The validated submission (validate-submission). */
    submission: SendEmailRequest;
    /** The client's rate-limit key (an IPv6 client's /64); undefined without the platform's header (rate-limit). */
    client: string | undefined;
    /** Set when the submission is to be stored as spam (the submit route: the client is over its day's cap). */
    spam: SpamReason | undefined;
    /** The browser's Idempotency-Key header, checked (idempotency). */
    headerKey: string | undefined;
    /** The key the submission is stored under and the digest of its content (idempotency). */
    idempotency: { key: string; requestHash: string };
  };
};

export type SendEmailContext = Context<SendEmailEnv>;
