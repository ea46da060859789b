// An e-mail Resend sent whose answer never came back (the connection dropped): the retry under the same
// Idempotency-Key must be the same request, so Resend answers it with the first e-mail's id and sends
// nothing twice. A quote's photos are linked by signed URLs; signed anew for the retry, the request
// would differ and Resend would answer 409 `invalid_idempotent_request`, giving a delivered lead up.
// Real Postgres, the local storage server and Resend's transport pointed at the stand-in, which keeps
// keys as Resend does.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { startTestStorage, tusUpload } from '../test-support/local-storage.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';
import {
  databaseParts,
  handlerConfig,
  photoParts,
  SEND_EMAIL_URL,
  SITE_ORIGIN,
} from '../test-support/send-email-parts.ts';
import { createSendEmailHandler } from './handler.ts';

const ALTCHA = 'lost-answer-test-secret-0123456789abcdef';
const RETRY_SECRET = 'r'.repeat(40);
const MINUTE = 60_000;

let db: Awaited<ReturnType<typeof testDatabase>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let storage: Awaited<ReturnType<typeof startTestStorage>>;
let now: number;
const clock = { now: () => now };

beforeAll(async () => {
  db = await testDatabase();
  resend = await startResendStandIn();
  storage = await startTestStorage();
});
afterAll(async () => {
  await storage.close();
  await resend.close();
  await db.close();
});
beforeEach(async () => {
  await emptyTables(db.sql);
  resend.setMode('ok');
  resend.calls.length = 0;
  // The challenge's expiry is checked against the real time (altcha-lib).
  now = Date.now();
});

const handler = () =>
  createSendEmailHandler({
    config: handlerConfig({ altchaHmacKey: ALTCHA, retrySecret: RETRY_SECRET }),
    transport: createResendTransport({ apiKey: 're_test', endpoint: resend.url, timeoutMs: 2000 }),
    clock,
    ...databaseParts(db.sql, clock),
    uploads: photoParts(db.sql, storage),
    log: () => {},
  });

async function post(path: string, body: unknown, key: string) {
  const response = await handler()(
    new Request(`${SEND_EMAIL_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, 'Idempotency-Key': key },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The scheduled run once the first retry is due. */
async function retryRun() {
  now += 5 * MINUTE;
  const response = await handler()(
    new Request(`${SEND_EMAIL_URL}/retry`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${RETRY_SECRET}` },
    }),
  );
  expect(response.status).toBe(200);
}

/** The lead's delivery state, and what the stand-in was asked under its notification's key. */
async function outcome(id: string) {
  const [row] = await db.sql<{ status: string; notification_id: string | null }[]>`
    select status, notification_id from public.form_submissions where id = ${id}`;
  const notification = resend.calls.filter((call) => call.subject.startsWith('Ny '));
  return {
    status: row?.status,
    notificationId: row?.notification_id,
    asked: notification.map((call) => (call.replay ? 'replay' : call.status)),
    sent: resend.deliveredPerKey().get(notification[0]?.key ?? ''),
  };
}

describe('an e-mail sent whose answer was lost', () => {
  it('is asked again as the same request for a quote whose photo storage links: sent once, recorded sent', async () => {
    const key = `lost-${randomBytes(6).toString('hex')}`;
    const altcha = await solvedChallenge(ALTCHA, clock);
    const photo = Buffer.concat([Buffer.from(PNG_1X1, 'base64'), randomBytes(2000)]);
    const files = [{ filename: 'tag.png', type: 'image/png', size: photo.length }];
    const granted = await post('/uploads', { formType: 'quote', altcha, files }, key);
    expect(granted.status).toBe(200);
    const grant = granted.body as {
      grantId: string;
      files: { path: string; token: string; filename: string }[];
    };
    const [file] = grant.files;
    if (!file) throw new Error('no file granted');
    const upload = await tusUpload(storage.url, photo, {
      token: file.token,
      objectName: file.path,
      contentType: 'image/png',
    });
    expect(upload.ok).toBe(true);

    resend.setMode('lose-answer');
    const body = quoteBody({ altcha, attachments: undefined });
    const quote = await post(
      '/',
      { ...body, formData: { ...body.formData, files: [{ ...files[0], path: file.path }] } },
      key,
    );
    expect(quote.status).toBe(200);
    const id = String(quote.body.submissionId);
    expect(await outcome(id)).toMatchObject({ status: 'pending', asked: ['lost'], sent: 1 });

    resend.setMode('ok');
    await retryRun();
    const [first] = resend.calls;
    expect(await outcome(id)).toEqual({
      status: 'sent',
      notificationId: expect.any(String),
      asked: ['lost', 'replay'],
      sent: 1,
    });
    // The photo went with it, fetched by Resend from storage.
    expect(first?.attachments.map((attached) => attached.filename)).toEqual(['tag.png']);
  });

  it('is asked again as the same request for a message with files in the body', async () => {
    resend.setMode('lose-answer');
    const altcha = await solvedChallenge(ALTCHA, clock);
    const sent = await post('/', quoteBody({ altcha }), `lost-${randomBytes(6).toString('hex')}`);
    expect(sent.status).toBe(200);
    resend.setMode('ok');
    await retryRun();
    expect(await outcome(String(sent.body.submissionId))).toMatchObject({
      status: 'sent',
      asked: ['lost', 'replay'],
      sent: 1,
    });
  });
});
