// Issue 49, point 5: photos that reach storage after the quote's notification went without them come to
// the company in one short follow-up e-mail from the scheduled run, attached by signed URL as the
// notification attaches them. Real Postgres, the local storage server, send-email's handler with
// Resend's transport pointed at the stand-in (which fetches each `path` as Resend does).
import { createHash, randomBytes } from 'node:crypto';
import { referenceNumber } from '@nordkyst/validation';
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
  photosConfig,
  SEND_EMAIL_URL,
} from '../test-support/send-email-parts.ts';
import { createFileLinks } from './file-links.ts';
import { createSendEmailHandler } from './handler.ts';
import { LATE_PHOTOS_LOOK_MS } from './late-photos.ts';
import { buildLatePhotos } from './late-photos-email.ts';

const ALTCHA = 'late-photos-test-secret-0123456789abcdef';
const RETRY_SECRET = 'r'.repeat(40);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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

const handler = () => {
  return createSendEmailHandler({
    config: handlerConfig({ altchaHmacKey: ALTCHA, retrySecret: RETRY_SECRET }),
    transport: createResendTransport({ apiKey: 're_test', endpoint: resend.url, timeoutMs: 2000 }),
    clock,
    ...databaseParts(db.sql, clock),
    uploads: photoParts(db.sql, storage),
    log: () => {},
  });
};

async function post(path: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key) headers['Idempotency-Key'] = key;
  const response = await handler()(
    new Request(`${SEND_EMAIL_URL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const scheduledRun = async () => {
  const response = await handler()(
    new Request(`${SEND_EMAIL_URL}/retry`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${RETRY_SECRET}` },
    }),
  );
  expect(response.status).toBe(200);
};

type Grant = { grantId: string; files: { path: string; token: string; filename: string }[] };

/** A photo's bytes: a PNG's header, so its type is what it says, and random bytes after it. */
const photo = () => Buffer.concat([Buffer.from(PNG_1X1, 'base64'), randomBytes(2000)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes.toString('base64')).digest('hex');

let serial = 0;
/**
 * A quote naming `count` photos of which none is in storage yet; its notification goes without them
 * once FILES_WAIT_MINUTES have passed.
 */
async function quoteNotifiedWithoutPhotos(count: number, name = 'Karen Hansen') {
  const key = `late-photos-${++serial}`;
  const altcha = await solvedChallenge(ALTCHA, clock);
  const photos = Array.from({ length: count }, photo);
  const files = photos.map((bytes, i) => ({
    filename: `billede ${i + 1}.png`,
    type: 'image/png',
    size: bytes.length,
  }));
  const granted = await post('/uploads', { formType: 'quote', altcha, files }, key);
  expect(granted.status).toBe(200);
  const grant = granted.body as unknown as Grant;
  const body = quoteBody({ attachments: undefined, altcha, name });
  const quote = await post(
    '/',
    {
      ...body,
      formData: {
        ...body.formData,
        files: grant.files.map((file, i) => ({ ...files[i], path: file.path, filename: file.filename })),
      },
    },
    key,
  );
  expect(quote.body).toMatchObject({ success: true, filesPending: count });
  now += photosConfig.filesWaitMs + MINUTE;
  await scheduledRun();
  const notification = resend.calls.find((call) => call.subject.startsWith('Ny tilbudsforespørgsel'));
  expect(notification?.text).toContain('Billeder, der ikke er kommet frem');
  expect(notification?.attachments).toEqual([]);
  const upload = (index: number) =>
    tusUpload(storage.url, photos[index] as Buffer, {
      token: grant.files[index]?.token ?? '',
      objectName: grant.files[index]?.path ?? '',
      contentType: 'image/png',
    });
  return { id: String(quote.body.submissionId), grant, photos, upload, key };
}

const followUps = () => resend.calls.filter((call) => call.subject.startsWith('Flere billeder'));
const steps = async (id: string) =>
  db.sql<{ outcome: string; provider_id: string | null }[]>`
    select outcome, provider_id from public.delivery_attempts
    where submission_id = ${id} and message = 'photos' order by id`;

describe('the follow-up for photos that came after the notification', () => {
  it('sends one short e-mail with the late photo attached by its signed URL, once, and shows it in the delivery', async () => {
    const lead = await quoteNotifiedWithoutPhotos(1, '<b>Ole</b> Hansen');
    expect(await lead.upload(0)).toMatchObject({ ok: true });
    // Not before the next look in storage.
    now += LATE_PHOTOS_LOOK_MS - 1000;
    await scheduledRun();
    expect(followUps()).toHaveLength(0);
    now += 1000;
    await scheduledRun();

    const [followUp] = followUps();
    expect(followUps()).toHaveLength(1);
    const reference = referenceNumber(lead.id);
    expect(followUp).toMatchObject({
      key: `quote-photos-${lead.id}`,
      to: 'kontakt@nordkystbyg.dk',
      subject: `Flere billeder til ${reference} - <b>Ole</b> Hansen`,
      status: 200,
    });
    expect(followUp?.attachments).toEqual([
      {
        filename: 'billede 1.png',
        sha256: sha256(lead.photos[0] as Buffer),
        path: expect.stringContaining(`/storage/v1/object/sign/quote-files/${lead.grant.files[0]?.path}`),
      },
    ]);
    expect(followUp?.text).toContain(`Referencenummer: ${reference}`);
    expect(followUp?.text).toContain('billede 1.png');
    expect(followUp?.text).not.toContain('Billeder, der ikke er kommet frem');

    // Never again: later runs, a day on.
    now += LATE_PHOTOS_LOOK_MS;
    await scheduledRun();
    now += 25 * HOUR;
    await scheduledRun();
    expect(followUps()).toHaveLength(1);
    expect(await steps(lead.id)).toEqual([{ outcome: 'sent', provider_id: expect.stringMatching(/^re_/) }]);
  }, 60_000);

  it('answers a link to a photo still on its way that it is coming, then forwards it once it is in', async () => {
    const lead = await quoteNotifiedWithoutPhotos(1);
    // The link a digest would carry, for the lead's first file.
    const link = await createFileLinks(ALTCHA).url(SEND_EMAIL_URL, {
      submissionId: lead.id,
      position: 0,
      expiresAt: new Date(now + 14 * 24 * HOUR),
    });
    const open = () => handler()(new Request(link));
    const coming = await open();
    expect(coming.status).toBe(404);
    expect(coming.headers.get('retry-after')).toBe('600');
    expect(await coming.json()).toEqual({
      success: false,
      error:
        'Billedet er ikke kommet frem endnu: det er stadig på vej fra afsenderens telefon. Prøv igen senere.',
    });
    await lead.upload(0);
    const arrived = await open();
    expect(arrived.status).toBe(302);
    expect(arrived.headers.get('location')).toContain(`/storage/v1/object/sign/quote-files/`);

    // A photo that never came within the day is gone, as the link's page says of a deleted file.
    const never = await quoteNotifiedWithoutPhotos(1, 'Bo Hansen');
    const neverLink = await createFileLinks(ALTCHA).url(SEND_EMAIL_URL, {
      submissionId: never.id,
      position: 0,
      expiresAt: new Date(now + 14 * 24 * HOUR),
    });
    now += 25 * HOUR;
    expect((await handler()(new Request(neverLink))).status).toBe(410);
  }, 60_000);

  it('looks at once when the page says its last photo is in', async () => {
    const lead = await quoteNotifiedWithoutPhotos(1);
    await lead.upload(0);
    expect(await post(`/uploads/${lead.grant.grantId}/complete`, {}, lead.key)).toMatchObject({
      status: 202,
    });
    await scheduledRun();
    expect(followUps()).toHaveLength(1);
  }, 60_000);

  it('sends one e-mail when two late photos arrive at different runs: when the last one comes', async () => {
    const lead = await quoteNotifiedWithoutPhotos(2);
    await lead.upload(1);
    now += LATE_PHOTOS_LOOK_MS;
    await scheduledRun();
    expect(followUps()).toHaveLength(0);
    await lead.upload(0);
    now += LATE_PHOTOS_LOOK_MS;
    await scheduledRun();
    now += 25 * HOUR;
    await scheduledRun();
    expect(followUps()).toHaveLength(1);
    expect(followUps()[0]?.attachments.map((file) => file.sha256)).toEqual(lead.photos.map(sha256));
  }, 60_000);

  it('sends what came by the end of the day, naming the photo that never came', async () => {
    const lead = await quoteNotifiedWithoutPhotos(2);
    await lead.upload(0);
    now += 23 * HOUR;
    await scheduledRun();
    expect(followUps()).toHaveLength(0);
    now += HOUR;
    await scheduledRun();
    expect(followUps()).toHaveLength(1);
    const [followUp] = followUps();
    expect(followUp?.attachments.map((file) => file.filename)).toEqual(['billede 1.png']);
    expect(followUp?.text).toContain('Billeder, der ikke er kommet frem');
    expect(followUp?.text).toContain('billede 2.png');
  }, 60_000);

  it('sends none when no photo came in the day', async () => {
    const lead = await quoteNotifiedWithoutPhotos(1);
    now += 25 * HOUR;
    await scheduledRun();
    now += LATE_PHOTOS_LOOK_MS;
    await scheduledRun();
    expect(followUps()).toHaveLength(0);
    const [row] = await db.sql<{ status: string }[]>`
      select status from public.photo_followups where submission_id = ${lead.id}`;
    expect(row?.status).toBe('none');
  }, 60_000);

  it('tries again at the next run when the provider fails (500), and sends it once', async () => {
    const lead = await quoteNotifiedWithoutPhotos(1);
    await lead.upload(0);
    resend.setMode('fail');
    now += LATE_PHOTOS_LOOK_MS;
    await scheduledRun();
    expect(followUps().map((call) => call.status)).toEqual([500]);
    resend.setMode('ok');
    now += 30_000;
    await scheduledRun();
    now += LATE_PHOTOS_LOOK_MS;
    await scheduledRun();
    expect(followUps().map((call) => call.status)).toEqual([500, 200]);
    expect((await steps(lead.id)).map((step) => step.outcome)).toEqual(['failed', 'sent']);
  }, 60_000);

  it('sends none for a lead erased meanwhile', async () => {
    const lead = await quoteNotifiedWithoutPhotos(1);
    await lead.upload(0);
    await db.sql`delete from public.form_submissions where id = ${lead.id}`;
    now += LATE_PHOTOS_LOOK_MS;
    await scheduledRun();
    expect(followUps()).toHaveLength(0);
    const [row] = await db.sql<{ count: number }[]>`select count(*)::int from public.photo_followups`;
    expect(row?.count).toBe(0);
  }, 60_000);
});

describe('the follow-up e-mail', () => {
  it('escapes what the visitor wrote in its HTML and keeps the subject to one line', () => {
    const { notification, sender } = buildLatePhotos({
      fields: { name: '<img src=x onerror=alert(1)>\nBcc: x', phone: '<b>1</b>', email: 'karen@example.dk' },
      reference: 'ABCD1234',
      arrived: [{ filename: '<script>.png', size: 1000 }],
      extras: {},
    });
    expect(sender).toBe('karen@example.dk');
    expect(notification.subject).not.toContain('\n');
    expect(notification.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(notification.html).toContain('&lt;script&gt;.png');
    expect(notification.html).not.toMatch(/<img|<script|<b>1/);
  });
});
