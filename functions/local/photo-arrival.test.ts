// Issue 54, points 2, 3 and 5 (decision 058): a quote's photo is checked when it arrives in storage
// (Storage's size and type against its grant's, its first bytes sniffed) before any e-mail carries it,
// its name is made safe when it is granted, and Storage is watched against STORAGE_MAX_BYTES. Through
// the local runner over HTTP with the real storage stand-in, as a script would meet it.
import { randomBytes } from 'node:crypto';
import { fileFieldMessages, storedFileMessages } from '@nordkyst/validation';
import { createClient } from '@supabase/supabase-js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageWatch, storageWarnings } from '../send-email/storage-watch.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';
import { tusUpload } from '../test-support/local-storage.ts';

const ALTCHA_HMAC_KEY = 'photo-arrival-test-secret-0123456789abcd';
const HEALTH_SECRET = 'photo-arrival-health-secret-0123456789ab';
let serial = 0;

type Runner = Awaited<ReturnType<typeof startTestRunner>>;
type Granted = {
  grantId: string;
  files: { path: string; token: string; filename: string; type: string; size: number }[];
};

async function post(runner: Runner, path: string, body: unknown, key: string) {
  const response = await fetch(`${runner.server.url}/functions/v1/send-email${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A JPEG's first bytes (SOI, APP0 "JFIF") and random bytes after them, `size` in all. */
const jpeg = (size: number) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
    randomBytes(size - 11),
  ]);
const png = (size: number) => {
  const header = Buffer.from(PNG_1X1, 'base64');
  return Buffer.concat([header, randomBytes(size - header.length)]);
};
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

/** Uploads `bytes` to a granted path as the page does; `contentType: null` sends no type at all. */
function upload(runner: Runner, file: Granted['files'][number], bytes: Buffer, contentType: string | null) {
  return tusUpload(runner.server.url, bytes, {
    token: file.token,
    objectName: file.path,
    ...(contentType === null
      ? { metadata: { bucketName: 'quote-files', objectName: file.path, cacheControl: '3600' } }
      : { contentType }),
  });
}

/** The objects in the grant's folder, as Storage lists them. */
async function inStorage(runner: Runner, grantId: string): Promise<string[]> {
  const bucket = createClient(runner.server.url, runner.server.storage.serviceKey).storage.from(
    'quote-files',
  );
  return ((await bucket.list(grantId)).data ?? []).map((item) => `${grantId}/${item.name}`);
}

describe('a photo checked when it arrives', () => {
  let runner: Runner;
  beforeAll(async () => {
    runner = await startTestRunner(ALTCHA_HMAC_KEY);
  });
  afterAll(() => runner?.close());

  it('keeps only what its grant declared, names it safely, and names the rest as refused', async () => {
    const key = `photo-arrival-${++serial}`;
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const html = Buffer.from('<!doctype html><html><body><form action="https://evil.example">Log ind</form>');
    const real = jpeg(20_000);
    // What the page declares (a script may declare anything) and what it then uploads.
    const photos = [
      // More than declared: 3 MiB for 1,000 bytes.
      {
        declared: { filename: 'stor.jpg', type: 'image/jpeg', size: 1000 },
        bytes: jpeg(3 * 1024 * 1024),
        as: 'image/jpeg',
      },
      // HTML named and typed as a photo.
      {
        declared: { filename: 'tilbud.html', type: 'image/jpeg', size: html.length },
        bytes: html,
        as: 'image/jpeg',
      },
      // A right-to-left override: shown as "faktura" + "lmth.jpg" reversed, i.e. "fakturajpg.html".
      {
        declared: {
          filename: `faktura${RIGHT_TO_LEFT_OVERRIDE}gpj.html`,
          type: 'image/jpeg',
          size: real.length,
        },
        bytes: real,
        as: 'image/jpeg',
      },
      // Uploaded without a type, and with a type its grant does not name.
      { declared: { filename: 'uden type.png', type: 'image/png', size: 5000 }, bytes: png(5000), as: null },
      {
        declared: { filename: 'andet.jpg', type: 'image/jpeg', size: 6000 },
        bytes: jpeg(6000),
        as: 'image/png',
      },
    ];

    const granted = await post(
      runner,
      '/uploads',
      { formType: 'quote', altcha, files: photos.map((p) => p.declared) },
      key,
    );
    expect(granted.status).toBe(200);
    const grant = granted.body as unknown as Granted;
    // Named at grant time as the base64 path names a file: no bidi control, its declared type's extension.
    expect(grant.files.map((file) => file.filename)).toEqual([
      'stor.jpg',
      'tilbud.jpg',
      'fakturagpj.jpg',
      'uden type.png',
      'andet.jpg',
    ]);
    for (const [index, photo] of photos.entries()) {
      const file = grant.files[index];
      if (!file) throw new Error(`no path for photo ${index}`);
      expect(await upload(runner, file, photo.bytes, photo.as)).toMatchObject({ ok: true });
    }
    expect(await inStorage(runner, grant.grantId)).toHaveLength(5);

    // The quote names its photos as the page keeps them: by the device's own names.
    const body = quoteBody({ attachments: undefined, altcha });
    const quote = await post(
      runner,
      '/',
      {
        ...body,
        formData: {
          ...body.formData,
          files: photos.map((photo, index) => ({ ...photo.declared, path: grant.files[index]?.path })),
        },
      },
      key,
    );
    expect(quote).toMatchObject({ status: 200, body: { success: true, filesPending: 0 } });
    const complete = await post(runner, `/uploads/${grant.grantId}/complete`, {}, key);
    expect(complete).toMatchObject({ status: 202, body: { filesPending: 0, filesRefused: 4 } });

    // Only the real photo is kept; the others are deleted, and recorded with why.
    expect(await inStorage(runner, grant.grantId)).toEqual([grant.files[2]?.path]);
    const rows = await runner.db.sql<{ position: number; refusal: string | null; arrived: boolean }[]>`
      select position, refusal, arrived_at is not null as arrived from public.upload_files
      where grant_id = ${grant.grantId} order by position`;
    expect(rows).toEqual([
      { position: 0, refusal: 'size', arrived: false },
      { position: 1, refusal: 'content', arrived: false },
      { position: 2, refusal: null, arrived: true },
      { position: 3, refusal: 'type', arrived: false },
      { position: 4, refusal: 'type', arrived: false },
    ]);

    // The company's e-mail carries the checked photo under its safe name and sniffed type, names the
    // refused ones, and holds no bidirectional control anywhere.
    const raws = await runner.outbox();
    const notifications = (await Promise.all(raws.map((raw) => simpleParser(raw)))).filter((mail) =>
      /^Ny tilbudsforespørgsel/.test(mail.subject ?? ''),
    );
    expect(notifications).toHaveLength(1);
    const [mail] = notifications;
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['fakturagpj.jpg', 'image/jpeg'],
    ]);
    expect(Buffer.compare(mail?.attachments[0]?.content ?? Buffer.alloc(0), real)).toBe(0);
    expect(mail?.text).toContain('Filer, der blev afvist');
    for (const name of ['stor.jpg', 'tilbud.jpg', 'uden type.png', 'andet.jpg'])
      expect(mail?.text).toContain(name);
    expect(mail?.text).not.toContain('tilbud.html');
    for (const raw of raws) expect(raw.toString('utf8')).not.toContain(RIGHT_TO_LEFT_OVERRIDE);
    expect(mail?.text).not.toContain('evil.example');
  }, 120_000);

  it('removes what is uploaded again at a refused path by the next scheduled run', async () => {
    const key = `photo-arrival-${++serial}`;
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const files = [{ filename: 'igen.jpg', type: 'image/jpeg', size: 4000 }];
    const grant = (await post(runner, '/uploads', { formType: 'quote', altcha, files }, key))
      .body as unknown as Granted;
    const file = grant.files[0];
    if (!file) throw new Error('no path granted');
    expect(await upload(runner, file, jpeg(8000), 'image/jpeg')).toMatchObject({ ok: true });
    expect(await post(runner, `/uploads/${grant.grantId}/complete`, {}, key)).toMatchObject({
      status: 202,
      body: { filesRefused: 1 },
    });
    expect(await inStorage(runner, grant.grantId)).toEqual([]);
    // Its token still works: the same path uploaded again, now the size declared, stays refused.
    expect(await upload(runner, file, jpeg(4000), 'image/jpeg')).toMatchObject({ ok: true });
    expect(await post(runner, `/uploads/${grant.grantId}/complete`, {}, key)).toMatchObject({
      status: 202,
      body: { filesPending: 0, filesRefused: 1 },
    });
    // The refused path stays queued for removal while its token works.
    await runner.server.runScheduler();
    expect(await inStorage(runner, grant.grantId)).toEqual([]);
    const [queued] = await runner.db.sql<{ count: number }[]>`
      select count(*)::int from public.storage_removals where path = ${file.path}`;
    expect(queued?.count).toBe(1);
  }, 60_000);

  it('checks at the scheduled run the photos whose page never said they were in', async () => {
    const key = `photo-arrival-${++serial}`;
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const files = [
      { filename: 'stille.jpg', type: 'image/jpeg', size: 1000 },
      { filename: 'rigtig.jpg', type: 'image/jpeg', size: 3000 },
    ];
    const grant = (await post(runner, '/uploads', { formType: 'quote', altcha, files }, key))
      .body as unknown as Granted;
    const [big, right] = grant.files;
    if (!big || !right) throw new Error('no paths granted');
    expect(await upload(runner, big, jpeg(3 * 1024 * 1024), 'image/jpeg')).toMatchObject({ ok: true });
    expect(await upload(runner, right, jpeg(3000), 'image/jpeg')).toMatchObject({ ok: true });

    // No `/complete`, no quote: the next run looks.
    await runner.server.runScheduler();
    expect(await inStorage(runner, grant.grantId)).toEqual([right.path]);
    const rows = await runner.db.sql<{ refusal: string | null; arrived: boolean }[]>`
      select refusal, arrived_at is not null as arrived from public.upload_files
      where grant_id = ${grant.grantId} order by position`;
    expect(rows).toEqual([
      { refusal: 'size', arrived: false },
      { refusal: null, arrived: true },
    ]);
  }, 60_000);

  it('refuses a grant for a file without a type or with a type outside the list, on attachments.N', async () => {
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const files = [
      { filename: 'a.jpg', size: 10 },
      { filename: 'b.html', type: 'text/html', size: 10 },
    ];
    const refused = await post(
      runner,
      '/uploads',
      { formType: 'quote', altcha, files },
      `photo-arrival-${++serial}`,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        success: false,
        fieldErrors: {
          'attachments.0': [fileFieldMessages.typeMissing],
          'attachments.1': ['Filtypen "text/html" er ikke tilladt'],
        },
      },
    });
  });
});

describe('the storage watch', () => {
  let runner: Runner;
  let offsetMs = 0;
  const STORAGE_MAX_BYTES = 1_000_000;
  beforeAll(async () => {
    runner = await startTestRunner(ALTCHA_HMAC_KEY, {
      clock: { now: () => Date.now() + offsetMs },
      env: {
        STORAGE_MAX_BYTES: String(STORAGE_MAX_BYTES),
        HEALTH_SECRET,
        BYTEA_STORE_MAX_BYTES: '100',
      },
    });
  });
  afterAll(() => runner?.close());

  const health = async () => {
    const response = await fetch(`${runner.server.url}/functions/v1/send-email/health`, {
      headers: { Authorization: `Bearer ${HEALTH_SECRET}` },
    });
    return {
      status: response.status,
      body: (await response.json()) as { problems: string[]; storage?: { bytes: number; maxBytes: number } },
    };
  };

  /** One quote's photo granted, uploaded and arrived: `size` bytes in the bucket. */
  async function fill(size: number) {
    const key = `photo-arrival-fill-${++serial}`;
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const files = [{ filename: 'fyld.png', type: 'image/png', size }];
    const granted = await post(runner, '/uploads', { formType: 'quote', altcha, files }, key);
    expect(granted.status).toBe(200);
    const grant = granted.body as unknown as Granted;
    const file = grant.files[0];
    if (!file) throw new Error('no path granted');
    expect(await upload(runner, file, png(size), 'image/png')).toMatchObject({ ok: true });
    expect(await post(runner, `/uploads/${grant.grantId}/complete`, {}, key)).toMatchObject({
      body: { filesRefused: 0 },
    });
  }

  it('warns past 80 %, refuses a grant past the limit with 507, and the owner sees a banner', async () => {
    expect((await health()).body.problems.join()).not.toContain('storage-nearly-full');
    await fill(600_000);
    await fill(500_000);

    const alarm = await health();
    expect(alarm.status).toBe(503);
    expect(alarm.body.problems.join('\n')).toMatch(/^storage-nearly-full: /m);
    expect(alarm.body.storage).toEqual({ bytes: 1_100_000, maxBytes: STORAGE_MAX_BYTES });

    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const files = [{ filename: 'en til.png', type: 'image/png', size: 1000 }];
    const full = await post(
      runner,
      '/uploads',
      { formType: 'quote', altcha, files },
      `photo-arrival-${++serial}`,
    );
    expect(full).toEqual({
      status: 507,
      body: { success: false, error: storedFileMessages.storageFull('kontakt@nordkystbyg.dk') },
    });

    // A minute on the watch reads the counters again: Storage's own sizes of what arrived.
    offsetMs += 61_000;
    expect((await health()).body.storage).toEqual({ bytes: 1_100_000, maxBytes: STORAGE_MAX_BYTES });
    const watch = createStorageWatch({
      sql: runner.db.sql,
      clock: { now: Date.now },
      maxBytes: STORAGE_MAX_BYTES,
    });
    expect(await storageWarnings(watch)()).toMatchObject({
      code: 'storage-nearly-full',
      message: expect.stringMatching(
        /^Lageret til billeder er næsten fuldt: billederne fylder 1 MB af 1 MB\./,
      ),
    });
    const roomy = createStorageWatch({ sql: runner.db.sql, clock: { now: Date.now }, maxBytes: 10_000_000 });
    expect(await storageWarnings(roomy)()).toBeUndefined();
  }, 120_000);

  it("refuses a base64 quote's files past BYTEA_STORE_MAX_BYTES with the file store's 507", async () => {
    const response = await runner.submit(quoteBody(), { 'Idempotency-Key': `photo-arrival-${++serial}` });
    expect(response.status).toBe(507);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.attachments?.[0]).toMatch(
      /^Vi har modtaget din henvendelse, men vi kan ikke modtage dine filer/,
    );
    const [kept] = await runner.db.sql<
      { count: number }[]
    >`select count(*)::int from public.submission_attachments`;
    expect(kept?.count).toBe(0);
  }, 60_000);
});
