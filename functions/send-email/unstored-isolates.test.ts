// Decision 054, amended (issue 54, point 7): a lead that goes past a database refusing writes is one
// e-mail per solved challenge in every isolate, not only in the one that sent it, and it carries the
// quote's photos already in storage. Each request below is served by a handler of its own, as a new
// isolate would serve it (nothing remembered); Resend is the stand-in, which keeps Idempotency-Keys as
// Resend does (24 hours, for every caller); Postgres is the test database, set read-only.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Sql } from '../_shared/database.ts';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { freePort } from '../test-support/free-port.ts';
import { startTestStorage, tusUpload } from '../test-support/local-storage.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';
import {
  databaseParts,
  handlerConfig,
  photoParts,
  SEND_EMAIL_URL,
  SITE_ORIGIN,
} from '../test-support/send-email-parts.ts';
import { signatureOf } from './challenge.ts';
import { createSendEmailHandler } from './handler.ts';
import { unstoredIdentity } from './unstored-leads.ts';

const ALTCHA = 'unstored-isolates-test-secret-0123456789';

let db: Awaited<ReturnType<typeof testDatabase>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let storage: Awaited<ReturnType<typeof startTestStorage>>;

beforeAll(async () => {
  db = await testDatabase();
  resend = await startResendStandIn();
  storage = await startTestStorage();
});
afterAll(async () => {
  await storage?.close();
  await resend?.close();
  await db?.close();
});
beforeEach(async () => {
  await emptyTables(db.sql);
  resend.setMode('ok');
  resend.calls.length = 0;
});

/**
 * A request served by a fresh handler: an isolate that remembers nothing of the others. `sql`: the
 * database it reaches (the test database unless told).
 */
async function post(path: string, body: unknown, key: string, sql: Sql = db.sql) {
  const isolate = createSendEmailHandler({
    config: handlerConfig({ altchaHmacKey: ALTCHA }),
    transport: createResendTransport({ apiKey: 're_test', endpoint: resend.url, timeoutMs: 5000 }),
    clock: { now: Date.now },
    ...databaseParts(sql, { now: Date.now }),
    uploads: photoParts(sql, storage),
    log: () => {},
  });
  const response = await isolate(
    new Request(`${SEND_EMAIL_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, 'Idempotency-Key': key },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs `during` while the database takes reads only, as Supabase's full disk leaves it. */
async function readOnly<T>(during: () => Promise<T>): Promise<T> {
  await db.sql`set default_transaction_read_only = on`;
  try {
    return await during();
  } finally {
    await db.sql`set default_transaction_read_only = off`;
  }
}

const photo = (size: number) => Buffer.concat([Buffer.from(PNG_1X1, 'base64'), randomBytes(size)]);

describe('a quote past a read-only database', () => {
  it('is one e-mail with the photos already in storage, however often and wherever its solution comes again', async () => {
    const key = `isolates-${randomBytes(6).toString('hex')}`;
    const altcha = await solvedChallenge(ALTCHA);
    const photos = [photo(3000), photo(2000)];
    const files = photos.map((bytes, i) => ({
      filename: `tag ${i + 1}.png`,
      type: 'image/png',
      size: bytes.length,
    }));
    // The grant while the database still took writes; only the first photo went up before it stopped.
    const granted = await post('/uploads', { formType: 'quote', altcha, files }, key);
    expect(granted.status).toBe(200);
    const grant = granted.body as { files: { path: string; token: string }[] };
    const [first, second] = grant.files;
    if (!first || !second) throw new Error('two photos granted');
    expect(
      await tusUpload(storage.url, photos[0] as Buffer, {
        token: first.token,
        objectName: first.path,
        contentType: 'image/png',
      }),
    ).toMatchObject({ ok: true });
    const body = quoteBody({ name: 'Karen Kunde', altcha, attachments: undefined });
    const quote = {
      ...body,
      formData: {
        ...body.formData,
        files: files.map((file, i) => ({ ...file, path: grant.files[i]?.path })),
      },
    };

    const answers = await readOnly(async () => [
      await post('/', quote, key),
      // The browser's retry reaches another isolate: the same lead, nothing sent again.
      await post('/', quote, key),
      // The solution replayed under another key, with other text (no photos: the grant is the quote's
      // key's), in a third.
      await post('/', { ...body, formData: { ...body.formData, name: 'En Anden' } }, `${key}-other`),
    ]);
    const { submissionId, idempotencyKey } = await unstoredIdentity(signatureOf(altcha) ?? '');
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.submissionId)).toEqual(Array(3).fill(submissionId));
    expect(answers[0]?.body.notificationId).toEqual(expect.any(String));

    // Every isolate asked Resend under the challenge's key; one e-mail went.
    expect(resend.calls.map((call) => call.key)).toEqual(Array(3).fill(idempotencyKey));
    expect([...resend.deliveredPerKey()]).toEqual([[idempotencyKey, 1]]);
    const [mail] = resend.calls;
    expect(mail?.subject).toBe('Ikke gemt: Ny tilbudsforespørgsel fra Karen Kunde');
    expect(mail?.text).toContain('Henvendelsen kunne ikke gemmes');
    // The photo in storage went along, fetched by Resend from a signed link; the other is named as not come.
    expect(mail?.attachments).toEqual([
      {
        filename: 'tag 1.png',
        sha256: createHash('sha256')
          .update((photos[0] as Buffer).toString('base64'))
          .digest('hex'),
        path: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/sign\/quote-files\//),
      },
    ]);
    expect(mail?.text).toContain('Billeder, der ikke er kommet frem');
    expect(mail?.text).toMatch(/tag 2\.png \(0,0 MB\)/);
    // Nothing was stored meanwhile.
    const [row] = await db.sql<{ count: number }[]>`select count(*)::int from public.form_submissions`;
    expect(row?.count).toBe(0);
  }, 60_000);

  it('links the photos that do not fit EMAIL_MAX_BYTES, for FILE_LINK_DAYS', async () => {
    const key = `isolates-${randomBytes(6).toString('hex')}`;
    const altcha = await solvedChallenge(ALTCHA);
    const bytes = photo(200_000);
    const { files } = await grantedAndUploaded(key, altcha, [{ filename: 'stor.png', bytes }]);
    const body = quoteBody({ altcha, attachments: undefined });
    const quote = { ...body, formData: { ...body.formData, files } };

    const small = createSendEmailHandler({
      config: handlerConfig({ altchaHmacKey: ALTCHA, emailMaxBytes: 100_000 }),
      transport: createResendTransport({ apiKey: 're_test', endpoint: resend.url, timeoutMs: 5000 }),
      clock: { now: Date.now },
      ...databaseParts(db.sql, { now: Date.now }),
      uploads: photoParts(db.sql, storage),
      log: () => {},
    });
    const answer = await readOnly(() =>
      small(
        new Request(SEND_EMAIL_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, 'Idempotency-Key': key },
          body: JSON.stringify(quote),
        }),
      ),
    );
    expect(answer.status).toBe(200);
    const [mail] = resend.calls;
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain('Filer som links');
    const link = mail?.text.match(/http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/sign\/\S+/)?.[0] ?? '';
    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await fetched.arrayBuffer()), bytes)).toBe(0);
  }, 60_000);
  it('checks each photo as its arrival would, reading only: one not what its grant says is named as refused, never attached or linked', async () => {
    const key = `isolates-${randomBytes(6).toString('hex')}`;
    const altcha = await solvedChallenge(ALTCHA);
    const page = Buffer.from(`<html><script>alert(1)</script>${'x'.repeat(3000)}</html>`);
    const { files } = await grantedAndUploaded(key, altcha, [
      { filename: 'rigtigt.png', bytes: photo(3000) },
      // Declared and uploaded as a PNG; its bytes are a web page.
      { filename: 'side.png', bytes: page },
      // A PNG's bytes, uploaded as another type than its grant's (one the bucket takes).
      { filename: 'anden-type.png', bytes: photo(2000), uploadedAs: 'image/jpeg' },
    ]);
    const body = quoteBody({ altcha, attachments: undefined });
    const answer = await readOnly(() => post('/', { ...body, formData: { ...body.formData, files } }, key));
    expect(answer.status).toBe(200);
    const [mail] = resend.calls;
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual(['rigtigt.png']);
    const refusedSection = mail?.text.split('Filer, der blev afvist')[1] ?? '';
    expect(refusedSection).toMatch(/Fil: side\.png \(0,0 MB\)\nFil: anden-type\.png \(0,0 MB\)/);
    expect(mail?.text).not.toContain('Billeder, der ikke er kommet frem');
    // Only the good photo is signed for reading: neither refused one is reachable from the e-mail.
    expect(mail?.text.match(/\/storage\/v1\/object\/sign\//g) ?? []).toHaveLength(0);
    // Read only: the objects stay for the arrival check to refuse once the database takes writes again.
    const [row] = await db.sql<{ count: number }[]>`select count(*)::int from public.upload_files
      where refused_at is not null`;
    expect(row?.count).toBe(0);
  }, 60_000);
});

/**
 * PNG photos granted under `key` and `altcha` and uploaded to their paths, as the page does (or, with
 * `uploadedAs`, as a script does: its own bytes' type).
 */
async function grantedAndUploaded(
  key: string,
  altcha: string,
  photos: { filename: string; bytes: Buffer; uploadedAs?: string }[],
) {
  const files = photos.map(({ filename, bytes }) => ({ filename, type: 'image/png', size: bytes.length }));
  const granted = await post('/uploads', { formType: 'quote', altcha, files }, key);
  const paths = (granted.body as { files: { path: string; token: string }[] }).files;
  if (paths.length !== photos.length) throw new Error('every photo granted');
  for (const [i, { path, token }] of paths.entries()) {
    const { bytes, uploadedAs } = photos[i] as (typeof photos)[number];
    await tusUpload(storage.url, bytes, { token, objectName: path, contentType: uploadedAs ?? 'image/png' });
  }
  return { files: files.map((file, i) => ({ ...file, path: paths[i]?.path })) };
}

describe('a quote past an unreachable database', () => {
  it('is one e-mail naming its photos, unchecked and unlinked, and a grant asked meanwhile is a Danish 503', async () => {
    const key = `unreachable-${randomBytes(6).toString('hex')}`;
    const altcha = await solvedChallenge(ALTCHA);
    const { files } = await grantedAndUploaded(key, altcha, [{ filename: 'tag.png', bytes: photo(3000) }]);
    const body = quoteBody({ name: 'Karen Kunde', altcha, attachments: undefined });
    const quote = { ...body, formData: { ...body.formData, files } };

    // Nothing listens where these isolates look for Postgres: every query is a refused connection.
    const { submissionId, idempotencyKey } = await unstoredIdentity(signatureOf(altcha) ?? '');
    const gone = connectDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`);
    try {
      const grantMeanwhile = await post(
        '/uploads',
        { formType: 'quote', altcha: await solvedChallenge(ALTCHA), files },
        `${key}-grant`,
        gone,
      );
      expect(grantMeanwhile).toEqual({
        status: 503,
        body: { success: false, error: 'Henvendelsen kunne ikke modtages lige nu. Prøv igen om lidt.' },
      });
      const answers = [await post('/', quote, key, gone), await post('/', quote, key, gone)];
      expect(answers).toEqual([
        { status: 200, body: { success: true, submissionId, notificationId: expect.any(String) } },
        {
          status: 200,
          body: { success: true, submissionId, notificationId: answers[0]?.body.notificationId },
        },
      ]);
    } finally {
      await gone.end();
    }
    expect([...resend.deliveredPerKey()]).toEqual([[idempotencyKey, 1]]);
    const [mail] = resend.calls;
    expect(mail?.subject).toBe('Ikke gemt: Ny tilbudsforespørgsel fra Karen Kunde');
    // The grant could not be read, so nothing proves the path this solution's: named, not fetched.
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain('Billeder, der ikke kunne kontrolleres');
    expect(mail?.text).toMatch(/tag\.png \(0,0 MB\)/);
    expect(mail?.text).not.toContain('/storage/v1/');
  }, 60_000);
});

describe('an error that is no outage', () => {
  it('is a 500 and sends nothing: only a database that cannot take the lead is gone past', async () => {
    await db.sql`alter table public.used_challenges rename to used_challenges_away`;
    try {
      const body = quoteBody({ altcha: await solvedChallenge(ALTCHA) });
      const answer = await post('/', body, `bug-${randomBytes(6).toString('hex')}`);
      expect(answer).toEqual({ status: 500, body: { success: false, error: 'Unexpected error occurred' } });
    } finally {
      await db.sql`alter table public.used_challenges_away rename to used_challenges`;
    }
    expect(resend.calls).toHaveLength(0);
  });
});
