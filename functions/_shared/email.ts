/** The e-mail a function sends, and the transport that delivers it. */

export type EmailAttachment = {
  filename: string;
  /**
   * base64 text (as the browser sent it), the bytes, or a reader of the bytes in pieces that the
   * transport calls as it sends the file, so a stored file is never whole in memory (decision 022).
   */
  content: string | Uint8Array | (() => AsyncIterable<Uint8Array>) | FetchedContent;
  contentType: string;
};

/**
 * A file the provider fetches itself from a URL (Resend's `path`), so its bytes never pass through the
 * function: a signed storage URL of a quote's photo (issue 49).
 */
export type FetchedContent = { url: string };

export const isFetched = (content: EmailAttachment['content']): content is FetchedContent =>
  typeof content === 'object' && 'url' in content;

export type EmailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
  /** Same key, same message: a retried submission is not delivered twice (where the provider supports it). */
  idempotencyKey: string;
};

export type EmailTransport = {
  send(message: EmailMessage): Promise<{ id: string }>;
};

/**
 * The provider refused or failed; `retryAfterSeconds` is set when it asked us to slow down, `code` is
 * the provider's name for the error (Resend's `name`) when it gave one.
 */
export class EmailProviderError extends Error {
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly code: string | undefined;
  /**
   * The provider refuses the site's own set-up, not this message: its key (missing, invalid, revoked,
   * restricted) or its sending domain (not verified, not allowed). Every message would be refused alike
   * until the owner fixes it, so no lead is given up for it. By default a 401 or 403; the transport
   * says so for the provider's other answers that mean it (Resend's 422 about the sender).
   */
  readonly configuration: boolean;
  /** The provider asks to be asked again (a 4xx that is not the message's fault, e.g. a request in progress). */
  readonly transient: boolean;

  constructor(
    message: string,
    options: {
      status?: number;
      retryAfterSeconds?: number;
      code?: string;
      configuration?: boolean;
      transient?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'EmailProviderError';
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.code = options.code;
    this.configuration = options.configuration ?? (options.status === 401 || options.status === 403);
    this.transient = options.transient ?? false;
  }

  /**
   * The provider refused the message itself (a 4xx other than 429 and other than a fault of the
   * site's set-up, e.g. an invalid recipient): the same message would be refused again, so it is not
   * retried.
   */
  get permanent(): boolean {
    return (
      !this.configuration &&
      !this.transient &&
      this.status !== undefined &&
      this.status >= 400 &&
      this.status < 500 &&
      this.status !== 429
    );
  }
}
