/** The e-mail a function sends, and the transport that delivers it. */

export type EmailAttachment = {
  filename: string;
  /**
   * base64 text (as the browser sent it), the bytes, or a reader of the bytes in pieces that the
   * transport calls as it sends the file, so a stored file is never whole in memory (decision 022).
   */
  content: string | Uint8Array | (() => AsyncIterable<Uint8Array>);
  contentType: string;
};

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

/** The provider refused or failed; `retryAfterSeconds` is set when it asked us to slow down. */
export class EmailProviderError extends Error {
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    options: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'EmailProviderError';
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /**
   * The provider refused the message itself (a 4xx other than 429, e.g. an invalid address or a
   * refused sender): the same message would be refused again, so it is not retried.
   */
  get permanent(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}
