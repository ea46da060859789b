import { contactMessages, fileMessages, jobApplicationMessages, spamMessages } from '@nordkyst/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { query } from '../_shared/database.ts';
import { type EmailMessage, EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import { createDatabaseRateLimiter } from '../_shared/rate-limit.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import {
  base64Bytes,
  contactBody,
  EXE_HEADER,
  HASH_SECRET,
  moldovaBody,
  PDF_MINIMAL,
  PNG_1X1,
  quoteBody,
} from '../test-support/fixtures.ts';
import {
  databaseParts,
  handlerConfig,
  SEND_EMAIL_URL,
  SITE_ORIGIN,
} from '../test-support/send-email-parts.ts';
import { createConfirmationLimit } from './confirmation-limit.ts';
import { createEmailBudget } from './email-budget.ts';
import { createSendEmailHandler, type SendEmailDeps } from './handler.ts';
import { sendEmailMessages } from './messages.ts';
import { MAX_BODY_BYTES } from './middleware/body-limit.ts';

const config = handlerConfig({ altchaHmacKey: 'test-secret-test-secret-test-secret-0001' });

function recordingTransport() {
  const sent: EmailMessage[] = [];
  const transport: EmailTransport = {
    async send(message) {
      sent.push(message);
      return { id: `msg-${sent.length}` };
    },
  };
  return { sent, transport };
}

/** A POST of `body`; an empty `formData.altcha` gets a freshly solved challenge, as the browser sends. */
async function post(body: unknown, headers: Record<string, string> = {}): Promise<Request> {
  const formData = (body as { formData?: Record<string, unknown> }).formData;
  if (formData?.altcha === '') formData.altcha = await solvedChallenge(config.altchaHmacKey);
  return new Request(SEND_EMAIL_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let now: number;
let logs: Record<string, unknown>[];
let sent: EmailMessage[];
let deps: SendEmailDeps;
let db: Awaited<ReturnType<typeof testDatabase>>;

beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());

beforeEach(async () => {
  await emptyTables(db.sql);
  now = Date.parse('2026-05-01T10:00:00Z');
  logs = [];
  const recording = recordingTransport();
  sent = recording.sent;
  deps = {
    config,
    transport: recording.transport,
    clock: { now: () => now },
    ...databaseParts(db.sql, { now: () => now }),
    log: (entry) => logs.push(entry),
  };
});

/** The answer to a submission whose notification and confirmation both went out. */
const bothSent = {
  success: true,
  submissionId: expect.any(String),
  notificationId: 'msg-1',
  confirmationId: 'msg-2',
};

async function send(
  request: Request | Promise<Request>,
  overrides: Partial<SendEmailDeps> = {},
  remoteAddress = '10.0.0.1',
) {
  const response = await createSendEmailHandler({ ...deps, ...overrides })(await request, { remoteAddress });
  const text = await response.text();
  return { response, body: text ? JSON.parse(text) : null };
}

describe('send-email: protocol', () => {
  it('answers a CORS preflight from an allowed origin with 204', async () => {
    const { response, body } = await send(
      new Request(SEND_EMAIL_URL, {
        method: 'OPTIONS',
        headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
      }),
    );
    expect(response.status).toBe(204);
    expect(body).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it('does not allow an origin that is not configured', async () => {
    const { response } = await send(
      new Request(SEND_EMAIL_URL, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
    );
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('refuses other methods than POST with 405 and Allow', async () => {
    const { response, body } = await send(
      new Request(SEND_EMAIL_URL, { method: 'GET', headers: { Origin: SITE_ORIGIN } }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
    expect(body).toEqual({ success: false, error: sendEmailMessages.methodNotAllowed });
  });

  it('routes by the path inside the function, as Supabase (/send-email/…) and the runner call it', async () => {
    for (const path of ['/send-email/challenge', '/functions/v1/send-email/challenge/']) {
      const { response, body } = await send(
        new Request(`http://127.0.0.1${path}`, { headers: { Origin: SITE_ORIGIN } }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
      expect(body).toHaveProperty('signature');
    }
    const post = await send(
      new Request(`${SEND_EMAIL_URL}/challenge`, { method: 'POST', headers: { Origin: SITE_ORIGIN } }),
    );
    expect(post.response.status).toBe(405);
    expect(post.response.headers.get('Allow')).toBe('GET, OPTIONS');
  });

  it('answers 404 for a path the function does not have, and 401 for /retry without the secret', async () => {
    const unknown = await send(
      post(contactBody()).then((r) => new Request(`${SEND_EMAIL_URL}/elsewhere`, r)),
    );
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: sendEmailMessages.notFound });
    const retry = await send(
      new Request(`${SEND_EMAIL_URL}/retry`, { method: 'POST', headers: { Authorization: 'Bearer guess' } }),
      { config: { ...config, retrySecret: 'r'.repeat(40) } },
    );
    expect(retry.response.status).toBe(401);
    expect(retry.body).toEqual({ success: false, error: sendEmailMessages.unauthorized });
    expect(sent).toEqual([]);
    expect(logs.map((l) => l.outcome)).toEqual(['not-found', 'retry-unauthorized']);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const { response, body } = await send(
      post(JSON.stringify(contactBody()), { 'Content-Type': 'text/plain' }),
    );
    expect(response.status).toBe(415);
    expect(body).toEqual({ success: false, error: sendEmailMessages.unsupportedMediaType });
  });

  it('refuses malformed JSON with 400', async () => {
    const { response, body } = await send(post('{"formType": "contact", '));
    expect(response.status).toBe(400);
    expect(body).toEqual({ success: false, error: sendEmailMessages.malformedJson });
  });

  it('refuses a declared oversized body with 413 without reading it', async () => {
    const { response, body } = await send(post('{}', { 'Content-Length': String(MAX_BODY_BYTES + 1) }));
    expect(response.status).toBe(413);
    expect(body).toEqual({ success: false, error: fileMessages.totalTooLarge });
  });

  it('counts the bytes of a body without Content-Length and stops at the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
        if (pulled > MAX_BODY_BYTES * 2) controller.close();
      },
    });
    const request = new Request(SEND_EMAIL_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('Content-Length')).toBeNull();
    const { response, body } = await send(request);
    expect(response.status).toBe(413);
    expect(body).toEqual({ success: false, error: fileMessages.totalTooLarge });
    expect(pulled).toBeLessThan(MAX_BODY_BYTES * 2);
  });

  it('answers 500 with the fallback text when our own code fails', async () => {
    const broken: EmailTransport = {
      send: () => {
        throw new TypeError('oops');
      },
    };
    const { response, body } = await send(post(contactBody()), { transport: broken });
    expect(response.status).toBe(500);
    expect(body).toEqual({ success: false, error: 'Unexpected error occurred' });
  });
});

describe('send-email: valid submissions', () => {
  it('sends a contact message: notification to the company, confirmation to the sender', async () => {
    const { response, body } = await send(post(contactBody()));
    expect(response.status).toBe(200);
    expect(body).toEqual(bothSent);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);

    const [notification, confirmation] = sent;
    expect(notification).toMatchObject({
      to: 'kontakt@nordkystbyg.dk',
      replyTo: 'ole@example.dk',
      from: config.emailFrom,
      subject: 'Ny besked fra <b>Ole</b> Hansen',
      attachments: [],
    });
    expect(notification?.html).toContain('&lt;b&gt;Ole&lt;/b&gt; Hansen');
    expect(notification?.html).not.toContain('<b>Ole</b>');
    expect(notification?.html).toContain('badeværelse &amp; en ny terrasse');
    expect(notification?.text).toContain('Navn: <b>Ole</b> Hansen');
    expect(confirmation?.to).toBe('ole@example.dk');
    expect(notification?.idempotencyKey).not.toBe(confirmation?.idempotencyKey);
  });

  it('lets the owner call, write, say the call is made and open the lead from the notification in one tap, in one column', async () => {
    const { body } = await send(post(contactBody({ phone: '22 33 44 55', email: 'ole@example.dk' })));
    const [notification] = sent;
    const html = notification?.html ?? '';
    const id = String(body.submissionId);
    const reference = id.replace(/-/g, '').slice(0, 8).toUpperCase();
    const hrefs = [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [
      text,
      href,
    ]);
    // The actions first, then the same phone and address as links in their rows.
    expect(hrefs).toEqual([
      ['Ring til &lt;b&gt;Ole&lt;/b&gt; Hansen', 'tel:+4522334455'],
      [
        'Skriv til &lt;b&gt;Ole&lt;/b&gt; Hansen',
        `mailto:ole@example.dk?subject=Vedr.%20din%20henvendelse%20${reference}`,
      ],
      [
        'Jeg har ringet',
        expect.stringMatching(new RegExp(`^https://nordkystbyg\\.dk/handling/#${id}\\.called\\.`)),
      ],
      ['Åbn i Henvendelser', `https://nordkyst.sanity.studio/henvendelser/${id}`],
      ['ole@example.dk', `mailto:ole@example.dk?subject=Vedr.%20din%20henvendelse%20${reference}`],
      ['22 33 44 55', 'tel:+4522334455'],
    ]);
    expect(notification?.text).toContain('Ring til <b>Ole</b> Hansen: tel:+4522334455');
    expect(notification?.text).toContain(
      `Åbn i Henvendelser: https://nordkyst.sanity.studio/henvendelser/${id}`,
    );
    // Readable at 320 px: no table, no fixed width anywhere, long values break.
    expect(html).not.toMatch(/<table|\bwidth\s*[:=]\s*"?\d/i);
    expect(html).toContain('name="viewport"');
    expect(html).toContain('overflow-wrap:anywhere');
  });

  it('answers a repeated Idempotency-Key with the first answer and sends nothing again', async () => {
    const key = { 'Idempotency-Key': 'f0f0f0f0-1111-4222-8333-444455556666' };
    const body = contactBody({ altcha: await solvedChallenge(config.altchaHmacKey) });
    const first = await send(post(body, key));
    const second = await send(post(body, key));
    expect(second.response.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(sent).toHaveLength(2);
    expect(logs.map((l) => l.outcome)).toEqual(['sent', 'repeat']);
  });

  it('treats the same content without a key as one submission, and other content as another', async () => {
    await send(post(contactBody()));
    await send(post(contactBody()));
    await send(post(contactBody({ message: 'En helt anden besked end før.' })));
    expect(sent).toHaveLength(4);
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('refuses a reused Idempotency-Key with other content (422) and a malformed key (400)', async () => {
    const key = { 'Idempotency-Key': 'f0f0f0f0-1111-4222-8333-444455556666' };
    await send(post(contactBody(), key));
    const other = await send(post(contactBody({ message: 'En helt anden besked end før.' }), key));
    expect(other.response.status).toBe(422);
    expect(other.body).toEqual({ success: false, error: sendEmailMessages.idempotencyConflict });
    const bad = await send(post(contactBody(), { 'Idempotency-Key': 'kort' }));
    expect(bad.response.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: sendEmailMessages.badIdempotencyKey });
    expect(sent).toHaveLength(2);
  });

  it('sends a quote request with its attachments to the company only', async () => {
    const { response, body } = await send(post(quoteBody()));
    expect(response.status).toBe(200);
    expect(body).toEqual(bothSent);
    const [notification, confirmation] = sent;
    expect(notification?.subject).toBe('Ny tilbudsforespørgsel fra Karen Jensen');
    expect(notification?.replyTo).toBe('karen@example.dk');
    expect(notification?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['carport.png', 'image/png'],
      ['tegning.pdf', 'application/pdf'],
    ]);
    expect(notification?.attachments[0]?.content).toBe(PNG_1X1);
    expect(confirmation?.attachments).toEqual([]);
    expect(confirmation?.text).toContain('inden for 24 timer');
  });

  it('sends a job application with a Russian confirmation', async () => {
    const { response, body } = await send(post(moldovaBody({ firstName: '<i>Ион</i>' })));
    expect(response.status).toBe(200);
    expect(body).toEqual(bothSent);
    const [notification, confirmation] = sent;
    expect(notification?.subject).toBe('Ny jobansøgning fra <i>Ион</i> Русу');
    expect(notification?.text).toContain('Fødselsdato: 12.04.1985');
    expect(notification?.html).toContain('&lt;i&gt;Ион&lt;/i&gt;');
    expect(confirmation?.to).toBe('ion@example.md');
  });

  it.each([
    ['contact', contactBody, 'da', 'Tak for din besked - Nordkyst Byg ApS', 'inden for 24 timer'],
    [
      'quote',
      quoteBody,
      'da',
      'Vi har modtaget din tilbudsforespørgsel - Nordkyst Byg ApS',
      'inden for 24 timer',
    ],
    [
      'moldova',
      moldovaBody,
      'ru',
      'Ваша заявка получена - Nordkyst Byg ApS',
      'Мы получили её и свяжемся с вами в ближайшее время.',
    ],
  ])(
    'confirms a %s submission to the sender in the form’s language',
    async (_, body, lang, subject, text) => {
      await send(post(body()));
      const confirmation = sent[1];
      expect(confirmation).toMatchObject({ to: body().formData.email, subject });
      expect(confirmation?.html).toContain(`lang="${lang}"`);
      expect(confirmation?.text).toContain(text);
    },
  );

  it('keeps CR/LF out of the subject so no header can be injected', async () => {
    await send(post(contactBody({ name: 'Ole\r\nBcc: victim@example.dk' })));
    expect(sent[0]?.subject).toBe('Ny besked fra Ole Bcc: victim@example.dk');
    expect(sent[0]?.subject).not.toMatch(/[\r\n]/);
  });

  it('logs one line per submission without the submitted values', async () => {
    await send(post(contactBody()));
    expect(logs).toEqual([
      { fn: 'send-email', status: 200, outcome: 'sent', formType: 'contact', attachments: 0, ms: 0 },
    ]);
    expect(JSON.stringify(logs)).not.toContain('Ole');
  });
});

describe('send-email: refused input', () => {
  it('answers 400 with Danish field errors for an invalid contact message', async () => {
    const { response, body } = await send(post(contactBody({ name: 'O', email: 'not-an-address' })));
    expect(response.status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: sendEmailMessages.invalid.da,
      fieldErrors: { name: [contactMessages.nameMin], email: [contactMessages.email] },
    });
    expect(sent).toEqual([]);
  });

  it('answers 400 with Russian field errors for an invalid job application', async () => {
    const { response, body } = await send(post(moldovaBody({ firstName: 'И', isMarried: undefined })));
    expect(response.status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: sendEmailMessages.invalid.ru,
      fieldErrors: {
        firstName: [jobApplicationMessages.firstNameMin],
        isMarried: [jobApplicationMessages.isMarried],
      },
    });
  });

  it('answers 400 for an unknown form type', async () => {
    const { response, body } = await send(post({ formType: 'newsletter', formData: {} }));
    expect(response.status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error).toBe(sendEmailMessages.invalid.da);
    expect(body.fieldErrors.formType).toEqual(['Ukendt formulartype']);
  });

  it('refuses more than five attachments', async () => {
    const png = { filename: 'a.png', content: PNG_1X1, type: 'image/png', size: base64Bytes(PNG_1X1) };
    const { response, body } = await send(post(quoteBody({ attachments: Array(6).fill(png) })));
    expect(response.status).toBe(400);
    expect(body.fieldErrors.attachments).toEqual([fileMessages.maxFiles]);
  });

  it('refuses an attachment type that is not allowed', async () => {
    const exe = { filename: 'setup.exe', content: EXE_HEADER, type: 'application/x-msdownload', size: 256 };
    const { response, body } = await send(post(quoteBody({ attachments: [exe] })));
    expect(response.status).toBe(400);
    expect(body.fieldErrors['attachments.0.type']).toEqual([
      fileMessages.typeNotAllowed('application/x-msdownload'),
    ]);
  });

  it('refuses a renamed executable whose first bytes are not the declared type, naming the file', async () => {
    const spoofed = { filename: 'ferie.jpg', content: EXE_HEADER, type: 'image/jpeg', size: 256 };
    const { response, body } = await send(post(quoteBody({ attachments: [spoofed] })));
    expect(response.status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/^Filen "ferie\.jpg" er ikke det, den giver sig ud for at være/);
    expect(body.fieldErrors).toEqual({ 'attachments.0': [body.error] });
    expect(sent).toEqual([]);
    expect(logs[0]).toMatchObject({ status: 400, outcome: 'spoofed-file-type' });
  });

  it('refuses a filled-in honeypot without telling which field', async () => {
    const { response, body } = await send(post(contactBody({ website: 'https://spam.example' })));
    expect(response.status).toBe(400);
    expect(body).toEqual({ success: false, error: spamMessages.da.honeypot });
    expect(logs[0]).toMatchObject({ outcome: 'spam-honeypot' });
    expect(sent).toEqual([]);
  });

  it('refuses a submission without a solved challenge, in the form’s language', async () => {
    const { response, body } = await send(post(moldovaBody({ altcha: undefined })));
    expect(response.status).toBe(400);
    expect(body).toEqual({ success: false, error: spamMessages.ru.challengeMissing });
    expect(sent).toEqual([]);
  });

  it('refuses a forged challenge: signed with another key, tampered, or not a challenge at all', async () => {
    const foreign = await solvedChallenge('another-secret-another-secret-another-1');
    const genuine = JSON.parse(atob(await solvedChallenge(config.altchaHmacKey)));
    genuine.challenge.parameters.cost = 0;
    for (const altcha of [foreign, btoa(JSON.stringify(genuine)), 'bm90IGpzb24=', '%%%']) {
      const { response, body } = await send(post(contactBody({ altcha })));
      expect(response.status).toBe(400);
      expect(body).toEqual({ success: false, error: spamMessages.da.challengeInvalid });
    }
    const wrongWork = JSON.parse(atob(await solvedChallenge(config.altchaHmacKey)));
    wrongWork.solution.counter += 1;
    const { body } = await send(post(contactBody({ altcha: btoa(JSON.stringify(wrongWork)) })));
    expect(body).toEqual({ success: false, error: spamMessages.da.challengeInvalid });
    expect(sent).toEqual([]);
  });

  it('refuses an expired challenge', async () => {
    const hourAgo = { now: () => Date.now() - 61 * 60 * 1000 };
    const altcha = await solvedChallenge(config.altchaHmacKey, hourAgo);
    const { response, body } = await send(post(contactBody({ altcha })), {
      clock: { now: () => Date.now() },
    });
    expect(response.status).toBe(400);
    expect(body).toEqual({ success: false, error: spamMessages.da.challengeExpired });
  });

  it('refuses a challenge used for another submission', async () => {
    const altcha = await solvedChallenge(config.altchaHmacKey);
    expect((await send(post(contactBody({ altcha })))).response.status).toBe(200);
    const { response, body } = await send(post(contactBody({ altcha, message: 'Endnu en besked til jer.' })));
    expect(response.status).toBe(400);
    expect(body).toEqual({ success: false, error: spamMessages.da.challengeUsed });
    expect(sent).toHaveLength(2);
  });
});

describe('send-email: the daily e-mail budget', () => {
  it('keeps confirmations to their share, then sends the waiting leads as one digest every 15 minutes, oldest first', async () => {
    // 10 a day: 2 confirmations, 1 notice, 7 for the company: 4 notifications, 3 digests.
    const budget = createEmailBudget(db.sql, 10, 20);
    expect(budget.shares).toEqual({ confirmations: 2, notifications: 4, digests: 3 });
    const handler = createSendEmailHandler({ ...deps, budget });
    const submit = async (name: string, message = 'Ring venligst.') => {
      const response = await handler(
        await post(contactBody({ name, email: `${name.toLowerCase()}@example.dk`, message })),
      );
      return (await response.json()) as { notificationId?: string; confirmationId?: string };
    };
    const answers = [];
    for (const name of ['Ane', 'Bo', 'Carl', 'Dorte', 'Erik', 'Frida']) {
      answers.push(await submit(name));
      now += 1000;
    }
    expect(answers.map((a) => Boolean(a.notificationId))).toEqual([true, true, true, true, false, false]);
    // The confirmations' share is spent after two: it never takes the company's.
    expect(answers.map((a) => Boolean(a.confirmationId))).toEqual([true, true, false, false, false, false]);
    expect(sent.map((m) => m.subject)).toEqual([
      'Ny besked fra Ane',
      'Tak for din besked - Nordkyst Byg ApS',
      'Ny besked fra Bo',
      'Tak for din besked - Nordkyst Byg ApS',
      'Ny besked fra Carl',
      'Ny besked fra Dorte',
      'Dagens e-mail-kvote er brugt: nye henvendelser kommer samlet',
    ]);
    expect(sent[6]?.text).toContain('højst hvert 15. minut');

    // The next scheduled run sends both waiting leads in one digest, oldest first, every field in it.
    await handler.delivery.runDue(600_000);
    const digest = sent[7];
    expect(digest?.to).toBe('kontakt@nordkystbyg.dk');
    expect(digest?.subject).toBe('Samlet oversigt: 2 nye henvendelser');
    const text = digest?.text ?? '';
    expect(text.indexOf('Ny besked fra Erik')).toBeGreaterThan(0);
    expect(text.indexOf('Ny besked fra Frida')).toBeGreaterThan(text.indexOf('Ny besked fra Erik'));
    expect(text).toContain('frida@example.dk');
    expect(sent).toHaveLength(8);
    const states = await db.sql`select fields ->> 'name' as name, status from public.form_submissions
      order by created_at`;
    expect(states.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'sent']);

    // A lead a minute later waits for the next digest, 15 minutes after the last; its text is escaped.
    now += 60_000;
    await submit('Gert', 'Hej <script>alert(1)</script> & farvel');
    await handler.delivery.runDue(600_000);
    expect(sent).toHaveLength(8);
    now += 14 * 60_000;
    await handler.delivery.runDue(600_000);
    expect(sent.map((m) => m.subject).slice(8)).toEqual(['Samlet oversigt: 1 ny henvendelse']);
    expect(sent[8]?.html).toContain('Hej &lt;script&gt;alert(1)&lt;/script&gt; &amp; farvel');
    expect(sent[8]?.html).not.toContain('<script>');

    // The last digest of the day goes, then leads wait for the next day; the owner was told once.
    now += 15 * 60_000;
    await submit('Hanne');
    await handler.delivery.runDue(600_000);
    now += 15 * 60_000;
    await submit('Ib');
    await handler.delivery.runDue(600_000);
    expect(sent.map((m) => m.subject).slice(9)).toEqual(['Samlet oversigt: 1 ny henvendelse']);
    const [ib] = await db.sql`select status, next_attempt_at from public.form_submissions
      where fields ->> 'name' = 'Ib'`;
    expect(ib).toEqual({ status: 'pending', next_attempt_at: new Date('2026-05-02T00:00:00Z') });
    expect(sent).toHaveLength(10);
    now = Date.parse('2026-05-02T00:00:01Z');
    await handler.delivery.runDue(600_000);
    expect(sent.map((m) => [m.to, m.subject]).slice(10)).toEqual([
      ['kontakt@nordkystbyg.dk', 'Ny besked fra Ib'],
      ['ib@example.dk', 'Tak for din besked - Nordkyst Byg ApS'],
    ]);
  }, 30_000);

  it('counts the budget across instances in Postgres, and EMAIL_DAILY_BUDGET=0 turns it off', async () => {
    // 5 a day: 1 confirmation, 1 notice, 2 notifications, 1 digest.
    const one = createEmailBudget(db.sql, 5, 20);
    const other = createEmailBudget(db.sql, 5, 20);
    const at = new Date(now);
    expect([
      await one.takeNotification(at),
      await other.takeNotification(at),
      await one.takeNotification(at),
    ]).toEqual([true, true, false]);
    expect([await one.takeConfirmation(at), await other.takeConfirmation(at)]).toEqual([true, false]);
    expect([await other.tellOwnerOnce(at), await one.tellOwnerOnce(at)]).toEqual([true, false]);
    expect([await one.takeDigest(at, 60_000), await other.takeDigest(at, 60_000)]).toEqual([true, false]);
    const off = createEmailBudget(db.sql, 0);
    expect(await off.takeNotification(at)).toBe(true);
    expect(await off.takeConfirmation(at)).toBe(true);
    expect(await off.tellOwnerOnce(at)).toBe(false);
  });

  it('gives back the share of an e-mail the provider refused; one that timed out stays spent', async () => {
    // 5 a day: 2 notifications. Refused three times, the lead still finds its notification's share.
    const budget = createEmailBudget(db.sql, 5, 20);
    let failure: EmailProviderError | undefined = new EmailProviderError('Resend answered 500', {
      status: 500,
    });
    const transport: EmailTransport = {
      async send(message) {
        if (failure) throw failure;
        sent.push(message);
        return { id: `msg-${sent.length}` };
      },
    };
    const handler = createSendEmailHandler({ ...deps, transport, budget });
    const spent = async () =>
      (
        await db.sql<{ sent: number; confirmations: number }[]>`
        select sent, confirmations from public.email_budget`
      )[0];
    expect((await handler(await post(contactBody()))).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      now += 3_600_000;
      await handler.delivery.runDue(600_000);
    }
    expect(await spent()).toEqual({ sent: 0, confirmations: 0 });
    failure = new EmailProviderError('Resend did not answer within 10 s');
    now += 3_600_000;
    await handler.delivery.runDue(600_000);
    expect(await spent()).toEqual({ sent: 1, confirmations: 0 });
    failure = undefined;
    now += 3_600_000;
    expect(await handler.delivery.runDue(600_000)).toMatchObject({ delivered: 1 });
    expect(await spent()).toEqual({ sent: 2, confirmations: 1 });
    expect(sent.map((message) => message.to)).toEqual(['kontakt@nordkystbyg.dk', 'ole@example.dk']);
  });
});

describe('send-email: rate limit and provider', () => {
  /** The rate limiter of production over the test database: `limit` submissions per ten minutes. */
  const databaseRateLimiter = (limit: number) =>
    createDatabaseRateLimiter({
      sql: db.sql,
      limit,
      windowMs: 600_000,
      dailyLimit: 0,
      clock: { now: () => now },
      secret: HASH_SECRET,
    });

  it('allows five submissions per address in ten minutes, then 429 with Retry-After', async () => {
    const rateLimiter = databaseRateLimiter(5);
    // A forged X-Forwarded-For changes nothing: the address is the connection's.
    const from = (ip: string, forged: string) =>
      send(post(contactBody(), { 'x-forwarded-for': `${forged}, 10.0.0.9` }), { rateLimiter }, ip);
    for (let i = 0; i < 5; i++)
      expect((await from('198.51.100.7', `192.0.2.${i}`)).response.status).toBe(200);

    now += 60_000;
    const { response, body } = await from('198.51.100.7', '192.0.2.99');
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('540');
    expect(body).toEqual({ success: false, error: sendEmailMessages.rateLimited.da });
    // A job application is told in Russian.
    const russian = await send(post(moldovaBody()), { rateLimiter }, '198.51.100.7');
    expect(russian.response.status).toBe(429);
    expect(russian.body).toEqual({ success: false, error: sendEmailMessages.rateLimited.ru });
    // Another address is not affected, and the first one may send again once the window has passed.
    expect((await from('203.0.113.5', '192.0.2.1')).response.status).toBe(200);
    now += 540_000;
    expect((await from('198.51.100.7', '192.0.2.1')).response.status).toBe(200);
  });

  it('stores a client’s submissions past RATE_LIMIT_DAILY_MAX as spam until the day is over: nothing sent', async () => {
    const rateLimiter = createDatabaseRateLimiter({
      sql: db.sql,
      limit: 5,
      windowMs: 600_000,
      dailyLimit: 7,
      clock: { now: () => now },
      secret: HASH_SECRET,
    });
    const submit = async (ip: string) =>
      (await send(post(contactBody({ message: `Besked klokken ${now} til jer.` })), { rateLimiter }, ip))
        .body;
    const answers = [];
    for (let i = 0; i < 9; i++) {
      answers.push(await submit('198.51.100.7'));
      now += 3 * 600_000; // every window a new one: only the daily cap applies
    }
    // Answered as any lead, so a script learns nothing; the last two have no e-mail.
    expect(answers.map((a) => a.success)).toEqual(Array(9).fill(true));
    expect(answers.map((a) => Boolean(a.notificationId))).toEqual([...Array(7).fill(true), false, false]);
    const notifications = () => sent.filter((m) => m.to === config.companyEmail).length;
    expect(notifications()).toBe(7);
    const spam = await db.sql`select status, spam_reason, attempts from public.form_submissions
      where status = 'spam'`;
    expect(spam).toEqual(Array(2).fill({ status: 'spam', spam_reason: 'daily-limit', attempts: 0 }));
    expect(logs.slice(-1).map((l) => l.outcome)).toEqual(['spam: daily-limit']);
    // Another client, and the same one the next day, are leads again.
    expect((await submit('203.0.113.5')).notificationId).toBeDefined();
    now = Date.parse('2026-05-02T00:00:00Z');
    expect((await submit('198.51.100.7')).notificationId).toBeDefined();
    // A scheduled run sends nothing for spam.
    await createSendEmailHandler({ ...deps, rateLimiter }).delivery.runDue(600_000);
    expect(notifications()).toBe(9);
    // Only keyed hashes of the addresses are stored.
    expect(JSON.stringify(await db.sql`select address from public.rate_limit_windows`)).not.toContain(
      '198.51',
    );
  }, 30_000);

  it('stores a text sent again and again as spam, whoever sends it, files refused: no e-mail, no budget', async () => {
    const budget = createEmailBudget(db.sql, 100);
    const flood = 'Billige solceller! Klik her: https://spam.example for et tilbud.';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const body = quoteBody({
        name: `Bot ${i}`,
        email: `bot${i}@example.com`,
        description: i === 4 ? `  ${flood.toUpperCase()} ` : flood,
      });
      answers.push((await send(post(body), { budget }, `198.51.100.${i + 1}`)).body);
      now += 1000;
    }
    expect(answers.map((a) => Boolean(a.notificationId))).toEqual([true, true, true, false, false]);
    expect(answers.every((a) => a.success)).toBe(true);
    const rows = await db.sql`select status, spam_reason, jsonb_array_length(refused_files) as refused
      from public.form_submissions order by created_at`;
    expect(rows.map((r) => r.spam_reason)).toEqual([null, null, null, 'repeated-text', 'repeated-text']);
    expect(rows.slice(3).every((r) => r.refused === 2)).toBe(true);
    expect(await db.sql`select from public.submission_attachments`).toHaveLength(0);
    const [used] = await db.sql`select sent, confirmations from public.email_budget`;
    expect(used).toEqual({ sent: 3, confirmations: 3 });
    // Another text from the same senders is a lead; the text itself is kept only as a keyed hash.
    const other = await send(post(contactBody({ message: 'Kan I lægge et nyt tag i uge 12?' })), { budget });
    expect(other.body.notificationId).toBeDefined();
    const [hash] = await db.sql`select text_hash from public.form_submissions limit 1`;
    expect(hash?.text_hash).toMatch(/^[0-9a-f]{64}$/);
  }, 30_000);

  it('counts the same text sent many times at once in turn: only SPAM_REPEAT_MAX of them are leads', async () => {
    const budget = createEmailBudget(db.sql, 100);
    const flood = 'Samme tekst fra mange adresser på én gang: køb nu, kun i dag!';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(
          post(contactBody({ name: `Bot ${i}`, email: `bot${i}@example.com`, message: flood })),
          { budget },
          `198.51.100.${i + 1}`,
        ),
      ),
    );
    expect(answers.map((a) => a.response.status)).toEqual(Array(8).fill(200));
    const rows = await db.sql<
      { spam_reason: string | null }[]
    >`select spam_reason from public.form_submissions`;
    expect(rows.filter((r) => r.spam_reason === 'repeated-text')).toHaveLength(5);
    expect(sent.filter((m) => m.to === config.companyEmail)).toHaveLength(3);
  });

  it('counts on the header the platform sets when one is configured', async () => {
    const rateLimiter = databaseRateLimiter(1);
    const withHeader = { ...config, clientAddressHeader: 'cf-connecting-ip' };
    const from = (ip: string, socket: string) =>
      send(post(contactBody(), { 'cf-connecting-ip': ip }), { rateLimiter, config: withHeader }, socket);
    expect((await from('198.51.100.7', '10.0.0.1')).response.status).toBe(200);
    expect((await from('198.51.100.7', '10.0.0.2')).response.status).toBe(429);
    expect((await from('198.51.100.8', '10.0.0.1')).response.status).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const rateLimiter = databaseRateLimiter(1);
    const withHeader = { ...config, clientAddressHeader: 'cf-connecting-ip' };
    const from = async (ip: string) =>
      (await send(post(contactBody(), { 'cf-connecting-ip': ip }), { rateLimiter, config: withHeader }))
        .response.status;
    expect(await from('2001:db8:1:2::1')).toBe(200);
    expect(await from('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(429);
    expect(await from('2001:db8:1:3::1')).toBe(200);
    expect(await from('198.51.100.7')).toBe(200);
    expect(await from('::ffff:198.51.100.7')).toBe(429);
  });

  it('does not put visitors without the platform’s address header in one bucket, and logs a warning', async () => {
    const rateLimiter = databaseRateLimiter(1);
    const withHeader = { ...config, clientAddressHeader: 'cf-connecting-ip' };
    for (let i = 0; i < 3; i++) {
      const { response } = await send(post(contactBody({ message: `Besked nummer ${i} til jer.` })), {
        rateLimiter,
        config: withHeader,
      });
      expect(response.status).toBe(200);
    }
    const warnings = logs.filter((l) => l.warning === 'client-address-missing');
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatchObject({ fn: 'send-email', header: 'cf-connecting-ip' });
    const [row] = await db.sql`select count(*)::int as windows from public.rate_limit_windows`;
    expect(row?.windows).toBe(0);
  });

  it('answers success once stored even when the provider fails, and keeps it pending', async () => {
    const failing: EmailTransport = {
      send: async () => {
        throw new EmailProviderError('Resend answered 500', { status: 500 });
      },
    };
    const { response, body } = await send(post(contactBody()), { transport: failing });
    expect(response.status).toBe(200);
    expect(body).toEqual({ success: true, submissionId: expect.any(String) });
    expect(logs[0]).toMatchObject({ status: 200, outcome: 'stored-pending: Resend answered 500' });
    const [row] = await db.sql`select status, attempts, last_error from public.form_submissions`;
    expect(row).toEqual({ status: 'pending', attempts: 1, last_error: 'Resend answered 500' });
  });
});

describe('send-email: the confirmation is no relay', () => {
  const stranger = 'victim@example.org';
  const typed = {
    name: 'Vind en iPhone https://phish.example/login',
    email: stranger,
    phone: '+45 99 88 77 66',
    message: 'Klik her: https://phish.example/login og indtast dit NemID nu!',
  };

  it('says only the company’s fixed text, the reference and its contact details, nothing the visitor typed', async () => {
    const { body } = await send(post(contactBody(typed)));
    const [notification, confirmation] = sent;
    expect(confirmation?.to).toBe(stranger);
    for (const part of [confirmation?.subject, confirmation?.html, confirmation?.text]) {
      for (const value of [typed.name, typed.phone, 'phish.example', 'NemID', 'iPhone'])
        expect(part).not.toContain(value);
    }
    const reference = String(body.submissionId).replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(confirmation?.text).toBe(
      [
        'Tak for din besked. Vi har modtaget den og vender tilbage til dig inden for 24 timer.',
        '',
        `Dit referencenummer er ${reference}. Nævn det gerne, når du kontakter os om sagen.`,
        '',
        'Har du ikke skrevet til os, kan du se bort fra denne e-mail.',
        '',
        'Kontakt os',
        'Telefon: 12 34 56 78',
        'E-mail: kontakt@nordkystbyg.dk',
        'Adresse: Strandvejen 24, 3250 Gilleleje',
        '',
        'Med venlig hilsen',
        'Nordkyst Byg ApS',
        '',
      ].join('\n'),
    );
    // The company still reads everything, with the same reference.
    expect(notification?.text).toContain(`Referencenummer: ${reference}`);
    expect(notification?.text).toContain(typed.message);
    expect(notification?.text).toContain(typed.phone);
  });

  it.each([
    ['quote', () => quoteBody(typed)],
    [
      'moldova',
      () => moldovaBody({ firstName: typed.name, email: stranger, lastAddressAbroad: typed.message }),
    ],
  ])('keeps the %s confirmation free of the applicant’s values too', async (_, body) => {
    await send(post(body()));
    const confirmation = sent[1];
    expect(confirmation?.to).toBe(stranger);
    for (const value of ['phish.example', 'iPhone', 'carport.png', 'Karen', 'Jensen', 'Русу'])
      expect(`${confirmation?.subject}${confirmation?.html}${confirmation?.text}`).not.toContain(value);
    expect(confirmation?.text).toContain('12 34 56 78');
  });

  it('sends one address at most three confirmations a day, whatever its case or spaces; every notification goes out', async () => {
    const spellings = [stranger, ' Victim@Example.org', 'VICTIM@EXAMPLE.ORG ', stranger];
    const answers = [];
    for (const [i, email] of spellings.entries())
      answers.push((await send(post(contactBody({ email, message: `Besked nummer ${i} til jer.` })))).body);
    expect(answers.map((a) => a.success)).toEqual([true, true, true, true]);
    expect(answers[3]).toEqual({ success: true, submissionId: expect.any(String), notificationId: 'msg-7' });
    expect(sent.filter((m) => m.to === 'kontakt@nordkystbyg.dk')).toHaveLength(4);
    expect(sent.filter((m) => m.to !== 'kontakt@nordkystbyg.dk')).toHaveLength(3);
    expect(logs.map((l) => l.outcome)).toEqual(['sent', 'sent', 'sent', 'sent-unconfirmed']);
    const [row] = await db.sql`select status, confirmation_id from public.form_submissions
      where notification_id = 'msg-7'`;
    expect(row).toEqual({ status: 'sent', confirmation_id: null });
    // The table keeps no address, only its digest.
    const stored = await db.sql`select recipient_hash from public.confirmation_recipients`;
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('example.org');

    // A day after the first one, the address has a share again.
    now += 24 * 60 * 60 * 1000 + 1;
    const later = await send(post(contactBody({ email: stranger, message: 'En ny besked dagen efter.' })));
    expect(later.body.confirmationId).toBeDefined();
  });

  it('counts one Gmail mailbox once, however its address is spelled (case, +tag, dots, googlemail.com)', async () => {
    const spellings = [
      'ole.hansen@gmail.com',
      'OleHansen+tilbud@Gmail.com',
      'o.l.e.hansen@googlemail.com',
      'olehansen@gmail.com',
    ];
    for (const [i, email] of spellings.entries())
      await send(post(contactBody({ email, message: `Besked nummer ${i} til jer.` })));
    expect(sent.filter((m) => m.to === 'kontakt@nordkystbyg.dk')).toHaveLength(4);
    expect(sent.filter((m) => m.to !== 'kontakt@nordkystbyg.dk').map((m) => m.to)).toEqual(
      spellings.slice(0, 3),
    );
    // Another domain folds case and +tag, not dots: a.b and ab are two people there.
    for (const email of ['a.b@example.dk', 'ab@example.dk', 'AB+x@example.dk'])
      await send(post(contactBody({ email, message: 'En besked til jer, tak.' })));
    expect(await db.sql`select from public.confirmation_recipients`).toHaveLength(3);
  });

  it('keeps the mailbox as a keyed hash, not a bare SHA-256 anyone can recompute', async () => {
    await send(post(contactBody({ email: stranger })));
    const [row] = await db.sql<
      { recipient_hash: string }[]
    >`select recipient_hash from public.confirmation_recipients`;
    const bare = Array.from(
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(stranger))),
      (b) => b.toString(16).padStart(2, '0'),
    ).join('');
    expect(row?.recipient_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.recipient_hash).not.toBe(bare);
    const other = createConfirmationLimit(db.sql, 3, 'another-secret-another-secret-another-se');
    // Under another secret the same mailbox is another row.
    expect(await other.claim(stranger, crypto.randomUUID(), new Date(now))).toBe(true);
    expect(await db.sql`select from public.confirmation_recipients`).toHaveLength(2);
  });

  it('counts a confirmation once when its submission is retried after a provider failure', async () => {
    let failConfirmations = true;
    const flaky: EmailTransport = {
      async send(message) {
        if (failConfirmations && message.to === stranger) throw new EmailProviderError('Resend answered 500');
        sent.push(message);
        return { id: `msg-${sent.length}` };
      },
    };
    const handler = createSendEmailHandler({ ...deps, transport: flaky });
    const first = await handler(await post(contactBody({ email: stranger })));
    expect((await first.json()).confirmationId).toBeUndefined();
    failConfirmations = false;
    now += 60_000;
    expect(await handler.delivery.runDue(600_000)).toMatchObject({ attempted: 1, delivered: 1 });
    const [row] =
      await db.sql`select cardinality(submission_ids) as claims from public.confirmation_recipients`;
    expect(row).toEqual({ claims: 1 });
  });

  it('holds the cap when many submissions to one address arrive at once', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) =>
      post(contactBody({ email: stranger, message: `Samtidig besked nummer ${i}.` })),
    );
    const answers = await Promise.all(bodies.map((body) => send(body)));
    expect(answers.every((a) => a.response.status === 200)).toBe(true);
    expect(sent.filter((m) => m.to === stranger)).toHaveLength(3);
    expect(sent.filter((m) => m.to === 'kontakt@nordkystbyg.dk')).toHaveLength(8);
  });

  it('sends no confirmation at all with CONFIRMATIONS_PER_RECIPIENT=0, and forgets addresses after a day', async () => {
    const none = { confirmations: createConfirmationLimit(db.sql, 0, HASH_SECRET) };
    expect((await send(post(contactBody()), none)).body.confirmationId).toBeUndefined();
    expect(sent.map((m) => m.to)).toEqual(['kontakt@nordkystbyg.dk']);

    const limit = createConfirmationLimit(db.sql, 3, HASH_SECRET);
    expect(await limit.claim(stranger, crypto.randomUUID(), new Date(now))).toBe(true);
    expect(await limit.purge(new Date(now + 60_000))).toBe(0);
    expect(await limit.purge(new Date(now + 24 * 60 * 60 * 1000))).toBe(1);
  });
});

describe('send-email: hostile input and a database that cannot take it', () => {
  it.each([
    ['contact', () => contactBody({ message: 'Ring til mig\u0000 i morgen, tak.' }), 'message', 'da'],
    ['contact', () => contactBody({ name: 'Ole \uD800 Hansen' }), 'name', 'da'],
    ['quote', () => quoteBody({ address: 'Strandvejen \uDC00 1' }), 'address', 'da'],
    [
      'moldova',
      () => moldovaBody({ lastAddressAbroad: 'ул. Штефан\u0000 чел Маре 1' }),
      'lastAddressAbroad',
      'ru',
    ],
  ] as const)(
    'refuses NUL or a lone surrogate in a %s field with that field’s message (400)',
    async (_, body, field, lang) => {
      const { response, body: answer } = await send(post(body()));
      expect(response.status).toBe(400);
      expect(answer).toEqual({
        success: false,
        error: sendEmailMessages.invalid[lang],
        fieldErrors: {
          [field]: [lang === 'da' ? contactMessages.characters : jobApplicationMessages.characters],
        },
      });
      expect(sent).toEqual([]);
      const [row] = await db.sql`select count(*)::int as stored from public.form_submissions`;
      expect(row?.stored).toBe(0);
    },
  );

  it.each([
    ['a contact message', contactBody],
    ['a quote with files (stored in a transaction)', quoteBody],
    ['a job application', moldovaBody],
  ] as const)(
    'sends %s straight to the company, saying it was not stored, when the database is read-only (decision 054)',
    async (_, request) => {
      await db.sql`set default_transaction_read_only = on`;
      try {
        const { response, body } = await send(post(request()));
        expect(response.status).toBe(200);
        expect(body).toMatchObject({ success: true, notificationId: expect.any(String) });
        expect(logs[0]?.outcome).toBe('unstored-sent');
      } finally {
        await db.sql`set default_transaction_read_only = off`;
      }
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toMatch(/^Ikke gemt: /);
      const [row] = await db.sql`select count(*)::int as stored from public.form_submissions`;
      expect(row?.stored).toBe(0);
    },
  );

  it('sends the lead straight to the company when the disk is full (the server’s own disk_full error)', async () => {
    // Postgres raises SQLSTATE 53100 when it cannot extend a file; a trigger makes the
    // server raise that very error on the insert.
    await db.sql.unsafe(`
      create function pg_temp.disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$;
      create trigger disk_full before insert on public.form_submissions
        for each row execute function pg_temp.disk_full();`);
    try {
      const { response, body } = await send(post(contactBody()));
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ success: true, notificationId: expect.any(String) });
      expect(sent.map((message) => message.subject)).toEqual([expect.stringMatching(/^Ikke gemt: /)]);
    } finally {
      await db.sql.unsafe('drop trigger disk_full on public.form_submissions');
    }
  });

  it('still answers 500 for a Postgres error that is our bug', async () => {
    const broken = {
      ...deps.store,
      findByKey: () => query(() => db.sql`select * from public.no_such_table`),
    } as unknown as SendEmailDeps['store'];
    const { response, body } = await send(post(contactBody()), { store: broken });
    expect(response.status).toBe(500);
    expect(body).toEqual({ success: false, error: 'Unexpected error occurred' });
  });
});

describe('send-email: attachment names', () => {
  it('drops control and bidirectional characters and takes the extension the bytes were recognised as', async () => {
    const file = (filename: string, content: string, type: string) => ({
      filename,
      content,
      type,
      size: base64Bytes(content),
    });
    const attachments = [
      // Shown right to left from U+202E, this reads "fakturaexe.png" while it ends in ".exe".
      file('faktura\u202Egnp.exe', PNG_1X1, 'image/png'),
      file('\u2066tilbud\u0085.pdf.exe\u2069', PDF_MINIMAL, 'application/pdf'),
      file('\u202E.jpg', PNG_1X1, 'image/png'),
    ];
    const { response } = await send(post(quoteBody({ attachments })));
    expect(response.status).toBe(200);
    const names = ['fakturagnp.png', 'tilbud.pdf', 'fil.png'];
    expect(sent[0]?.attachments.map((a) => a.filename)).toEqual(names);
    expect(sent[0]?.text).toContain(`Vedhæftede filer: \n${names.join('\n')}`);
    const [row] = await db.sql`select fields from public.form_submissions`;
    expect(JSON.stringify(row)).not.toMatch(/[\u202E\u2066\u2069\u0085]/);
  });

  it('names a refused file without its bidirectional characters', async () => {
    const spoofed = { filename: 'ferie\u202Egpj.exe', content: EXE_HEADER, type: 'image/jpeg', size: 256 };
    const { body } = await send(post(quoteBody({ attachments: [spoofed] })));
    expect(body.error).toMatch(/^Filen "feriegpj\.exe" er ikke det/);
  });
});
