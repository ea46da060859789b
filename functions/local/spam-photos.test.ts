// Issue 54: a quote kept as spam keeps no photos. Through the local runner over HTTP, as the page meets
// it: the grant, the photo uploaded with its token, the quote that the rules keep as spam (its text came
// again, SPAM_REPEAT_MAX), and the bucket after the next scheduled run; a photo its token still uploads
// after the quote goes at the run after that.
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../test-support/challenge.ts';
import { PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';
import { tusUpload } from '../test-support/local-storage.ts';

const ALTCHA_HMAC_KEY = 'spam-photos-test-secret-0123456789abcdef';
let runner: Awaited<ReturnType<typeof startTestRunner>>;

beforeAll(async () => {
  runner = await startTestRunner(ALTCHA_HMAC_KEY, { env: { SPAM_REPEAT_MAX: '1' } });
});
afterAll(() => runner?.close());

type Granted = { grantId: string; files: { path: string; token: string; filename: string }[] };

async function post(path: string, body: unknown, key: string) {
  const response = await fetch(`${runner.server.url}/functions/v1/send-email${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const photo = () => Buffer.concat([Buffer.from(PNG_1X1, 'base64'), randomBytes(20_000)]);

const upload = (file: Granted['files'][number] | undefined, bytes: Buffer) =>
  tusUpload(runner.server.url, bytes, {
    token: file?.token ?? '',
    objectName: file?.path ?? '',
    contentType: 'image/png',
  });

const inStorage = async (grantId: string) => {
  const bucket = createClient(runner.server.url, runner.server.storage.serviceKey).storage.from(
    'quote-files',
  );
  return (await bucket.list(grantId)).data?.map((item) => item.name) ?? [];
};

describe('a quote kept as spam', () => {
  it('keeps its photos’ names only: its grant goes, and its photos, also one uploaded after it', async () => {
    // The text once as a lead: the same text again is spam (SPAM_REPEAT_MAX=1).
    const first = await post(
      '/',
      quoteBody({ altcha: await solvedChallenge(ALTCHA_HMAC_KEY) }),
      'spam-photos-first-lead',
    );
    expect(first.status).toBe(200);
    const mailed = (await runner.outbox()).length;

    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const photos = [photo(), photo()];
    const files = photos.map((bytes, i) => ({
      filename: `skur ${i + 1}.png`,
      type: 'image/png',
      size: bytes.length,
    }));
    const granted = await post('/uploads', { formType: 'quote', altcha, files }, 'spam-photos-second-lead');
    expect(granted.status).toBe(200);
    const grant = granted.body as unknown as Granted;
    expect(await upload(grant.files[0], photos[0] as Buffer)).toMatchObject({ ok: true });

    const body = quoteBody({ attachments: undefined, altcha });
    const named = grant.files.map((file, i) => ({ ...files[i], path: file.path, filename: file.filename }));
    const quote = await post(
      '/',
      { ...body, formData: { ...body.formData, files: named } },
      'spam-photos-second-lead',
    );
    expect(quote).toMatchObject({ status: 200, body: { success: true } });

    const [lead] = await runner.db.sql<{ status: string; files: unknown[]; refused_files: unknown[] }[]>`
      select status, files, refused_files from public.form_submissions where id = ${String(quote.body.submissionId)}`;
    expect(lead).toEqual({
      status: 'spam',
      files: [],
      refused_files: files.map(({ filename, type, size }) => ({ filename, type, size })),
    });
    const rows = await runner.db.sql`select 1 from public.upload_files f
      join public.upload_grants g on g.id = f.grant_id where g.id = ${grant.grantId}`;
    expect(rows).toHaveLength(0);

    await runner.server.runScheduler();
    expect(await inStorage(grant.grantId)).toEqual([]);

    // Its second token still works for a while: what it writes goes at the next run.
    expect(await upload(grant.files[1], photos[1] as Buffer)).toMatchObject({ ok: true });
    expect(await inStorage(grant.grantId)).toHaveLength(1);
    await runner.server.runScheduler();
    expect(await inStorage(grant.grantId)).toEqual([]);
    // And nothing was sent for it.
    expect(await runner.outbox()).toHaveLength(mailed);
  }, 60_000);
});
