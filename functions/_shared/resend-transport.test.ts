import { describe, expect, it } from 'vitest';
import { type EmailMessage, EmailProviderError } from './email.ts';
import { createResendTransport, RESEND_ENDPOINT } from './resend-transport.ts';

const message: EmailMessage = {
  from: 'Nordkyst Byg ApS <web@nordkystbyg.dk>',
  to: 'kontakt@nordkystbyg.dk',
  replyTo: 'ole@example.dk',
  subject: 'Ny besked fra Ole',
  html: '<p>Hej</p>',
  text: 'Hej',
  attachments: [{ filename: 'a.png', content: 'iVBORw0KGgo=', contentType: 'image/png' }],
  idempotencyKey: 'contact-notification-abc',
};

function fakeFetch(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('ResendTransport', () => {
  it('posts the message to Resend with the key, the idempotency key and base64 attachments', async () => {
    const { calls, fetch } = fakeFetch(Response.json({ id: 're-42' }));
    const result = await createResendTransport({ apiKey: 're_secret', fetch }).send(message);
    expect(result).toEqual({ id: 're-42' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(RESEND_ENDPOINT);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toMatchObject({
      Authorization: 'Bearer re_secret',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'contact-notification-abc',
    });
    expect(await new Response(call?.init.body).json()).toEqual({
      from: message.from,
      to: ['kontakt@nordkystbyg.dk'],
      reply_to: 'ole@example.dk',
      subject: 'Ny besked fra Ole',
      html: '<p>Hej</p>',
      text: 'Hej',
      attachments: [{ filename: 'a.png', content: 'iVBORw0KGgo=', content_type: 'image/png' }],
    });
  });

  it('streams stored bytes as base64, piece by piece, loading each file as it is sent', async () => {
    const bytes = new Uint8Array(200_003).map((_, i) => (i * 7919) % 256);
    const { calls, fetch } = fakeFetch(Response.json({ id: 're-43' }));
    const withBytes = {
      ...message,
      attachments: [
        { filename: 'b"ig.bin', content: bytes, contentType: 'application/pdf' },
        {
          filename: 'later.bin',
          // Pieces of any length (1, 5, then the rest): the base64 joins as if encoded whole.
          content: async function* () {
            yield bytes.subarray(1, 2);
            yield bytes.subarray(2, 7);
            yield bytes.subarray(7);
          },
          contentType: 'image/png',
        },
      ],
    };
    await createResendTransport({ apiKey: 'k', fetch }).send(withBytes);
    const body = await new Response(calls[0]?.init.body).json();
    expect(body.attachments).toEqual([
      {
        filename: 'b"ig.bin',
        content: Buffer.from(bytes).toString('base64'),
        content_type: 'application/pdf',
      },
      {
        filename: 'later.bin',
        content: Buffer.from(bytes.subarray(1)).toString('base64'),
        content_type: 'image/png',
      },
    ]);
  });

  it("passes on Resend's Retry-After when it answers 429", async () => {
    const { fetch } = fakeFetch(
      Response.json(
        { message: 'Too many requests', statusCode: 429 },
        { status: 429, headers: { 'Retry-After': '7' } },
      ),
    );
    const error = await createResendTransport({ apiKey: 'k', fetch })
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailProviderError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 7,
      message: 'Resend answered 429: Too many requests',
    });
  });

  it('reports a refused message without a retry hint', async () => {
    const { fetch } = fakeFetch(
      Response.json({ message: 'Invalid `from` field', statusCode: 422 }, { status: 422 }),
    );
    const error = await createResendTransport({ apiKey: 'k', fetch })
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, retryAfterSeconds: undefined });
  });

  it('tells a refusal of the site’s key or domain (not retried for good, not the lead’s fault) from one of the message', async () => {
    const answer = async (status: number, body: object) => {
      const { fetch } = fakeFetch(Response.json(body, { status }));
      return createResendTransport({ apiKey: 'k', fetch })
        .send(message)
        .then(
          () => undefined,
          (e: unknown) => e as EmailProviderError,
        );
    };
    const kinds = async (status: number, body: object) => {
      const error = await answer(status, body);
      return { configuration: error?.configuration, permanent: error?.permanent };
    };
    const setUp = { configuration: true, permanent: false };
    // Resend's answers (docs, "Errors"); a revoked key's 401 is named `validation_error` on sending.
    expect(
      await kinds(401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' }),
    ).toEqual(setUp);
    expect(
      await kinds(401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key' }),
    ).toEqual(setUp);
    expect(await kinds(401, { statusCode: 401, name: 'restricted_api_key', message: 'Restricted' })).toEqual(
      setUp,
    );
    expect(
      await kinds(403, { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid.' }),
    ).toEqual(setUp);
    expect(
      await kinds(403, {
        statusCode: 403,
        name: 'validation_error',
        message:
          'The nordkystbyg.dk domain is not verified. Please, add and verify your domain on https://resend.com/domains',
      }),
    ).toEqual(setUp);
    expect(
      await kinds(422, { statusCode: 422, name: 'invalid_from_address', message: 'Invalid `from` field.' }),
    ).toEqual(setUp);
    expect(
      await kinds(422, { statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' }),
    ).toEqual(setUp);
    // The recipient's address is the message's own fault: given up as before.
    expect(
      await kinds(422, { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' }),
    ).toEqual({
      configuration: false,
      permanent: true,
    });
    expect(await kinds(500, { statusCode: 500, name: 'internal_server_error', message: 'Down' })).toEqual({
      configuration: false,
      permanent: false,
    });
    // The same key in flight from another attempt: asked again later. Sent before with another payload:
    // the same request would be refused again.
    expect(
      await kinds(409, {
        statusCode: 409,
        name: 'concurrent_idempotent_requests',
        message: 'Same idempotency key used while original request is still in progress.',
      }),
    ).toEqual({ configuration: false, permanent: false });
    expect(
      await kinds(409, {
        statusCode: 409,
        name: 'invalid_idempotent_request',
        message: 'Same idempotency key used with a different request payload.',
      }),
    ).toEqual({ configuration: false, permanent: true });
    expect(
      await answer(401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' }),
    ).toMatchObject({
      status: 401,
      code: 'validation_error',
      message: 'Resend answered 401: API key is invalid',
    });
  });

  it('refuses an answer without an id', async () => {
    const { fetch } = fakeFetch(Response.json({ ok: true }));
    await expect(createResendTransport({ apiKey: 'k', fetch }).send(message)).rejects.toThrow(
      'Resend answered without an e-mail id',
    );
  });

  it('reports a network failure as a provider error', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    await expect(createResendTransport({ apiKey: 'k', fetch }).send(message)).rejects.toBeInstanceOf(
      EmailProviderError,
    );
  });
});
