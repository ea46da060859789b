// Issue 49, point 5: the files kept as bytea before the photos went to storage move into the bucket in a
// one-off deploy step (`pnpm move-files`). Real Postgres, the local storage server, the CLI as a process;
// afterwards the scheduled run sends the moved quote's notification with its files fetched from storage,
// as Resend fetches them (the stand-in).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Attachment } from '@nordkyst/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { createFileLinks } from '../send-email/file-links.ts';
import { createFilesToBucket, movedSignature } from '../send-email/files-to-bucket.ts';
import { createSendEmailHandler } from '../send-email/handler.ts';
import { createQuoteStorage } from '../send-email/quote-storage.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { HASH_SECRET, PDF_MINIMAL, PNG_1X1 } from '../test-support/fixtures.ts';
import { startTestStorage } from '../test-support/local-storage.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';
import {
  databaseParts,
  handlerConfig,
  photoParts,
  SEND_EMAIL_URL,
} from '../test-support/send-email-parts.ts';
import { quoteFields, storeSubmission } from '../test-support/stored-leads.ts';

const RETRY_SECRET = 'r'.repeat(40);
const MINUTE = 60_000;
const FUNCTIONS = fileURLToPath(new URL('..', import.meta.url));

let db: Awaited<ReturnType<typeof testDatabase>>;
let storage: Awaited<ReturnType<typeof startTestStorage>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let now: number;
const clock = { now: () => now };

beforeAll(async () => {
  db = await testDatabase();
  storage = await startTestStorage();
  resend = await startResendStandIn();
});
afterAll(async () => {
  await resend.close();
  await storage.close();
  await db.close();
});
beforeEach(async () => {
  await emptyTables(db.sql);
  resend.calls.length = 0;
  now = Date.now();
});

const quoteStorage = () => createQuoteStorage({ url: () => storage.url, serviceKey: storage.serviceKey });

/** A photo's bytes as the quote form sent them before issue 49: base64 in the body. */
function photo(filename: string): Attachment & { bytes: Buffer } {
  const bytes = Buffer.concat([Buffer.from(PNG_1X1, 'base64'), randomBytes(3000)]);
  return { filename, type: 'image/png', size: bytes.length, content: bytes.toString('base64'), bytes };
}
const drawing = (): Attachment & { bytes: Buffer } => {
  const bytes = Buffer.from(PDF_MINIMAL, 'base64');
  return {
    filename: 'tegning.pdf',
    type: 'application/pdf',
    size: bytes.length,
    content: PDF_MINIMAL,
    bytes,
  };
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes.toString('base64')).digest('hex');

/** A quote stored as before issue 49, its files as bytea, its notification due. */
async function storedQuote(attachments: Attachment[]) {
  return (await storeSubmission(db.sql, now, { formType: 'quote', fields: quoteFields(), attachments })).id;
}

/** The CLI as the deploy runs it, against the test database and storage. */
function moveFiles(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['maintenance/move-files-to-storage.ts'], {
    cwd: FUNCTIONS,
    env: {
      DATABASE_URL: db.server.url,
      SUPABASE_URL: storage.url,
      SUPABASE_SERVICE_ROLE_KEY: storage.serviceKey,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

const kept = () =>
  db.sql<{ submission_id: string; position: number }[]>`
    select submission_id, position from public.submission_attachments order by submission_id, position`;
const filesOf = async (id: string) =>
  (
    await db.sql<{ files: { filename: string; size: number; path?: string }[] }[]>`
    select files from public.form_submissions where id = ${id}`
  )[0]?.files ?? [];
const grantOf = async (id: string) =>
  (
    await db.sql<{ id: string; submission_id: string }[]>`
    select id, submission_id from public.upload_grants where challenge_signature = ${movedSignature(id)}`
  )[0];
const objectsIn = async (folder: string) => [...(await quoteStorage().arrived(folder)).keys()].sort();
async function objectBytes(path: string): Promise<Buffer> {
  const url = await quoteStorage().readUrl(path, 60);
  return Buffer.from(await (await fetch(url)).arrayBuffer());
}

const handler = (config: { emailMaxBytes?: number } = {}) => {
  return createSendEmailHandler({
    config: handlerConfig({ retrySecret: RETRY_SECRET, ...config }),
    transport: createResendTransport({ apiKey: 're_test', endpoint: resend.url, timeoutMs: 2000 }),
    clock,
    ...databaseParts(db.sql, clock),
    uploads: photoParts(db.sql, storage),
    log: () => {},
  });
};

describe('moving the files kept in Postgres into the bucket', () => {
  it("moves every lead's files, and the notification then carries them from storage", async () => {
    const photos = [photo('billede 1.png'), drawing(), photo('billede 3.png')];
    const first = await storedQuote(photos);
    const second = await storedQuote([photo('billede.png')]);

    const run = await moveFiles();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const firstGrant = await grantOf(first);
    expect(firstGrant?.submission_id).toBe(first);
    expect(run.stdout).toContain(`lead ${first}: 3 file(s), 0.0 MB → quote-files/${firstGrant?.id}/`);
    expect(run.stdout).toContain(`lead ${second}: 1 file(s)`);
    expect(run.stdout).toContain('move-files: 4 file(s) of 2 lead(s)');

    // Nothing is left in Postgres; each file is in the bucket, its path on the lead, marked arrived.
    expect(await kept()).toEqual([]);
    const files = await filesOf(first);
    expect(files.map((file) => file.filename)).toEqual(['billede 1.png', 'tegning.pdf', 'billede 3.png']);
    expect(files.every((file) => file.path?.startsWith(`${firstGrant?.id}/`))).toBe(true);
    expect(await objectsIn(firstGrant?.id ?? '')).toEqual(files.map((file) => file.path).sort());
    for (const [i, file] of files.entries())
      expect(Buffer.compare(await objectBytes(file.path ?? ''), photos[i]?.bytes as Buffer)).toBe(0);
    const arrived = await db.sql<{ path: string; arrived: boolean }[]>`
      select path, arrived_at is not null as arrived from public.upload_files
      where grant_id = ${firstGrant?.id ?? null} order by position`;
    expect(arrived).toEqual(files.map((file) => ({ path: file.path, arrived: true })));

    // The scheduled run sends the notification with the files Resend fetches from storage.
    const retry = await handler()(
      new Request(`${SEND_EMAIL_URL}/retry`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${RETRY_SECRET}` },
      }),
    );
    expect(retry.status).toBe(200);
    const notifications = resend.calls.filter((call) => call.subject.startsWith('Ny tilbudsforespørgsel'));
    expect(notifications).toHaveLength(2);
    const withThree = notifications.find((call) => call.attachments.length === 3);
    expect(withThree?.attachments).toEqual(
      files.map((file, i) => ({
        filename: file.filename,
        sha256: sha256(photos[i]?.bytes as Buffer),
        path: expect.stringContaining(`/storage/v1/object/sign/quote-files/${file.path}`),
      })),
    );

    // Run again: nothing more to move, nothing changed.
    const again = await moveFiles();
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toContain('move-files: 0 file(s) of 0 lead(s)');
    expect(await objectsIn(firstGrant?.id ?? '')).toHaveLength(3);
  }, 60_000);

  it('files a quote sends base64 today leave Postgres for the bucket once its notification linked them', async () => {
    const photos = [photo('gavl.png'), drawing()];
    const id = await storedQuote(photos);
    // A mailbox limit nothing fits under: the notification links to both files, which stay for the links.
    const retry = await handler({ emailMaxBytes: 1 })(
      new Request(`${SEND_EMAIL_URL}/retry`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${RETRY_SECRET}` },
      }),
    );
    expect(retry.status).toBe(200);
    const [notification] = resend.calls.filter((call) => call.subject.startsWith('Ny tilbudsforespørgsel'));
    expect(notification?.attachments).toEqual([]);
    // The same run moved them into the bucket; the links forward there.
    expect(await kept()).toEqual([]);
    const files = await filesOf(id);
    for (const [i, file] of files.entries())
      expect(Buffer.compare(await objectBytes(file.path ?? ''), photos[i]?.bytes as Buffer)).toBe(0);
  }, 60_000);

  it('a file link sent before the move forwards to the file in storage; a file gone from it has expired', async () => {
    const photos = [photo('facade.png'), photo('tag.png')];
    const id = await storedQuote(photos);
    const links = createFileLinks(HASH_SECRET);
    const linkTo = (position: number) =>
      links.url(SEND_EMAIL_URL, { submissionId: id, position, expiresAt: new Date(now + 60 * MINUTE) });
    const before = await handler()(new Request(await linkTo(0)));
    expect(before.status).toBe(200);
    await before.arrayBuffer();

    expect((await moveFiles()).code).toBe(0);
    const forwarded = await handler()(new Request(await linkTo(0)));
    expect(forwarded.status).toBe(302);
    const location = forwarded.headers.get('location') ?? '';
    expect(location).toContain('/storage/v1/object/sign/quote-files/');
    const file = await fetch(location);
    expect(file.headers.get('content-disposition')).toContain('facade.png');
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), photos[0]?.bytes as Buffer)).toBe(0);

    const [second] = (await filesOf(id)).slice(1);
    await quoteStorage().remove([second?.path ?? '']);
    const gone = await handler()(new Request(await linkTo(1)));
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({
      success: false,
      error: 'Linket til filen er udløbet, og filen er slettet. Bed afsenderen om at sende den igen.',
    });
  }, 60_000);

  it('after a crash between the uploads and the database, run again writes the same objects, none twice', async () => {
    const photos = [photo('a.png'), photo('b.png')];
    const id = await storedQuote(photos);
    const real = quoteStorage();
    // The process dies right after its first upload: nothing of the move is in the database yet.
    const dying = {
      ...real,
      async upload(path: string, bytes: Uint8Array, type: string) {
        await real.upload(path, bytes, type);
        throw new Error('killed');
      },
    };
    await expect(createFilesToBucket({ sql: db.sql, storage: dying, clock }).move(id)).rejects.toThrow(
      'killed',
    );
    const grant = await grantOf(id);
    const uploaded = await objectsIn(grant?.id ?? '');
    expect(uploaded).toHaveLength(1);
    expect(await kept()).toHaveLength(2);
    expect((await filesOf(id)).some((file) => file.path)).toBe(false);

    const moved = await createFilesToBucket({ sql: db.sql, storage: real, clock }).move(id);
    expect(moved.map((file) => file.position)).toEqual([0, 1]);
    expect(moved[0]?.path).toBe(uploaded[0]);
    expect(await objectsIn(grant?.id ?? '')).toEqual(moved.map((file) => file.path).sort());
    expect(await kept()).toEqual([]);
    expect((await filesOf(id)).map((file) => file.path)).toEqual(moved.map((file) => file.path));
  }, 60_000);

  it('stops with a precise message and a failing exit when storage refuses, the files still in Postgres', async () => {
    const id = await storedQuote([photo('billede.png')]);
    const run = await moveFiles({ SUPABASE_SERVICE_ROLE_KEY: 'not-the-key' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^move-files: failed: lead ${id}: storage: uploading a file of grant ${(await grantOf(id))?.id} failed: .+`,
      ),
    );
    expect(run.stderr).toContain('the rest are still in Postgres. Run again to go on.');
    expect(await kept()).toEqual([{ submission_id: id, position: 0 }]);
    expect((await filesOf(id))[0]?.path).toBeUndefined();

    const missing = await moveFiles({ SUPABASE_URL: '' });
    expect(missing).toMatchObject({ code: 2, stderr: 'move-files: set SUPABASE_URL\n' });
  }, 60_000);
});
