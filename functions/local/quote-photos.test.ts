// Issue 49: a quote's photos go straight to storage through signed upload URLs, and the quote's text is
// taken at once. Through the local runner over HTTP, as the page meets it: the grant (send-email), the
// upload (tus-js-client to the runner's storage), the quote naming the photos, the notification that
// waits for them and then carries them (fetched from storage, never through the function).
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../test-support/challenge.ts';
import { PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';
import { tusUpload } from '../test-support/local-storage.ts';

const ALTCHA_HMAC_KEY = 'quote-photos-test-secret-0123456789abcd';
let runner: Awaited<ReturnType<typeof startTestRunner>>;
let serial = 0;

beforeAll(async () => {
  runner = await startTestRunner(ALTCHA_HMAC_KEY, {
    env: { CLIENT_ADDRESS_HEADER: 'x-client-address', FILE_STORE_CLIENT_MAX_BYTES: String(3 * 1024 * 1024) },
  });
});
afterAll(() => runner?.close());

type Granted = {
  grantId: string;
  endpoint: string;
  files: { path: string; token: string; filename: string }[];
};

async function post(path: string, body: unknown, key: string, address = '203.0.113.20') {
  const response = await fetch(`${runner.server.url}/functions/v1/send-email${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'x-client-address': address },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A photo's bytes: a PNG's header, so its type is what it says, and random bytes after it. */
const photo = (size: number) => Buffer.concat([Buffer.from(PNG_1X1, 'base64'), randomBytes(size)]);

function quoteWith(altcha: string, files: { path: string; filename: string; size: number }[]) {
  const body = quoteBody({ attachments: undefined, altcha });
  return {
    ...body,
    formData: { ...body.formData, files: files.map((file) => ({ ...file, type: 'image/png' })) },
  };
}

async function mails() {
  return Promise.all((await runner.outbox()).map((raw) => simpleParser(raw)));
}

describe('a quote with photos in storage', () => {
  it('takes the text at once, waits for the photos, then sends them in one notification', async () => {
    const key = `quote-photos-${++serial}`;
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const photos = [photo(300_000), photo(200_000)];
    const described = photos.map((bytes, i) => ({
      filename: `billede ${i + 1}.png`,
      type: 'image/png',
      size: bytes.length,
    }));

    // The first photo is picked: a grant for it; the second: the same grant, the first kept.
    const first = await post('/uploads', { formType: 'quote', altcha, files: described.slice(0, 1) }, key);
    expect(first.status).toBe(200);
    const second = await post('/uploads', { formType: 'quote', altcha, files: described }, key);
    const grant = second.body as unknown as Granted;
    expect(grant.grantId).toBe((first.body as unknown as Granted).grantId);
    expect(grant.endpoint).toBe(`${runner.server.url}/storage/v1/upload/resumable/sign`);
    expect(grant.files[0]?.path).toBe((first.body as unknown as Granted).files[0]?.path);
    expect(grant.files.map((file) => file.filename)).toEqual(['billede 1.png', 'billede 2.png']);

    // One photo up; the quote is sent before the other.
    const uploaded = await tusUpload(runner.server.url, photos[0] as Buffer, {
      token: grant.files[0]?.token ?? '',
      objectName: grant.files[0]?.path ?? '',
      contentType: 'image/png',
    });
    expect(uploaded).toMatchObject({ ok: true });
    const named = grant.files.map((file, i) => ({
      path: file.path,
      filename: file.filename,
      size: photos[i]?.length ?? 0,
    }));
    const quote = await post('/', quoteWith(altcha, named), key);
    expect(quote).toMatchObject({ status: 200, body: { success: true, filesPending: 1 } });
    expect(quote.body.notificationId).toBeUndefined();
    expect(await mails()).toHaveLength(0);

    // The last photo is in and the page says so: the notification goes at once, both photos attached.
    expect(
      await tusUpload(runner.server.url, photos[1] as Buffer, {
        token: grant.files[1]?.token ?? '',
        objectName: grant.files[1]?.path ?? '',
        contentType: 'image/png',
      }),
    ).toMatchObject({ ok: true });
    const complete = await post(`/uploads/${grant.grantId}/complete`, {}, key);
    expect(complete).toMatchObject({ status: 202, body: { success: true, filesPending: 0 } });
    const [notification] = await mails();
    expect(notification?.subject).toMatch(/^Ny tilbudsforespørgsel fra /);
    expect(notification?.attachments.map((file) => file.filename)).toEqual([
      'billede 1.png',
      'billede 2.png',
    ]);
    expect(
      notification?.attachments.map((file) =>
        Buffer.compare(file.content, photos[notification.attachments.indexOf(file)] as Buffer),
      ),
    ).toEqual([0, 0]);

    // A repeat of the quote is the same submission, and sends nothing more.
    const repeat = await post('/', quoteWith(altcha, named), key);
    expect(repeat.body.submissionId).toBe(quote.body.submissionId);
    await runner.server.runScheduler();
    expect((await mails()).filter((mail) => /^Ny tilbudsforespørgsel/.test(mail.subject ?? ''))).toHaveLength(
      1,
    );
  }, 60_000);

  it('refuses a grant for a solution another quote holds, a path it did not grant, and past the client share', async () => {
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const files = [{ filename: 'tag.png', type: 'image/png', size: 1000 }];
    const key = `quote-photos-${++serial}`;
    const grant = (await post('/uploads', { formType: 'quote', altcha, files }, key))
      .body as unknown as Granted;
    const other = await post('/uploads', { formType: 'quote', altcha, files }, `${key}-other`);
    expect(other).toMatchObject({ status: 400, body: { success: false } });

    const forged = await post(
      '/',
      quoteWith(altcha, [{ path: `${grant.grantId}/0-00000000-andet.png`, filename: 'tag.png', size: 1000 }]),
      key,
    );
    expect(forged).toMatchObject({
      status: 400,
      body: { fieldErrors: { files: ['Ukendt fil: vælg billedet igen'] } },
    });

    const big = [1, 2, 3, 4].map((n) => ({
      filename: `stor ${n}.png`,
      type: 'image/png',
      size: 1024 * 1024,
    }));
    const full = await post(
      '/uploads',
      { formType: 'quote', altcha: await solvedChallenge(ALTCHA_HMAC_KEY), files: big },
      `${key}-big`,
      '203.0.113.77',
    );
    expect(full.status).toBe(507);
  }, 60_000);

  it('refuses a grant without a solution, with a type the site does not take, or without a key', async () => {
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const noChallenge = await post(
      '/uploads',
      { formType: 'quote', files: [{ filename: 'a.png', type: 'image/png', size: 10 }] },
      `quote-photos-${++serial}`,
    );
    expect(noChallenge.status).toBe(400);
    const exe = await post(
      '/uploads',
      {
        formType: 'quote',
        altcha,
        files: [{ filename: 'a.exe', type: 'application/x-msdownload', size: 10 }],
      },
      `quote-photos-${++serial}`,
    );
    expect(exe).toMatchObject({
      status: 400,
      body: { fieldErrors: { 'attachments.0': ['Filtypen "application/x-msdownload" er ikke tilladt'] } },
    });
    const response = await fetch(`${runner.server.url}/functions/v1/send-email/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        formType: 'quote',
        altcha,
        files: [{ filename: 'a.png', type: 'image/png', size: 10 }],
      }),
    });
    expect(response.status).toBe(400);
  });
});

describe('the photos left behind', () => {
  let offsetMs = 0;
  let later: Awaited<ReturnType<typeof startTestRunner>>;
  beforeAll(async () => {
    later = await startTestRunner(ALTCHA_HMAC_KEY, { clock: { now: () => Date.now() + offsetMs } });
  });
  afterAll(() => later?.close());

  async function grantAndUpload(key: string) {
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const bytes = photo(10_000);
    const response = await fetch(`${later.server.url}/functions/v1/send-email/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({
        formType: 'quote',
        altcha,
        files: [{ filename: 'a.png', type: 'image/png', size: bytes.length }],
      }),
    });
    const grant = (await response.json()) as Granted;
    const file = grant.files[0];
    expect(
      await tusUpload(later.server.url, bytes, {
        token: file?.token ?? '',
        objectName: file?.path ?? '',
        contentType: 'image/png',
      }),
    ).toMatchObject({ ok: true });
    return { grant, altcha, bytes };
  }

  const inStorage = async (grantId: string) => {
    const bucket = createClient(later.server.url, later.server.storage.serviceKey).storage.from(
      'quote-files',
    );
    return (await bucket.list(grantId)).data?.length ?? 0;
  };

  it('deletes a grant no quote claimed within a day, and the photos of an erased quote', async () => {
    const unclaimed = await grantAndUpload(`quote-photos-left-${++serial}`);
    const claimedKey = `quote-photos-left-${++serial}`;
    const claimed = await grantAndUpload(claimedKey);
    const file = claimed.grant.files[0];
    const quote = await fetch(`${later.server.url}/functions/v1/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': claimedKey },
      body: JSON.stringify(
        quoteWith(claimed.altcha, [
          { path: file?.path ?? '', filename: 'a.png', size: claimed.bytes.length },
        ]),
      ),
    });
    const { submissionId } = (await quote.json()) as { submissionId: string };

    await later.server.runScheduler();
    expect(await inStorage(unclaimed.grant.grantId)).toBe(1);

    // A day on, the unclaimed grant is gone with its photo; the claimed one stays with its quote.
    offsetMs = 25 * 60 * 60 * 1000;
    await later.server.runScheduler();
    expect(await inStorage(unclaimed.grant.grantId)).toBe(0);
    expect(await inStorage(claimed.grant.grantId)).toBe(1);

    // The quote erased: its grant goes with it, and its photo at the next run.
    await later.db.sql`delete from public.form_submissions where id = ${submissionId}`;
    await later.server.runScheduler();
    expect(await inStorage(claimed.grant.grantId)).toBe(0);
    const [rows] = await later.db.sql<{ count: number }[]>`select count(*)::int from public.upload_files`;
    expect(rows?.count).toBe(0);
  }, 60_000);
});
