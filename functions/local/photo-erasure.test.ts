// Issue 54, point 8 (decision 057): erasing a person reaches storage. Through the local runner over HTTP
// as the owner and a visitor meet it: a quote with a photo in storage, the person erased in Henvendelser,
// the next scheduled run, and a look in the bucket; the visitor's token, still working, writes the photo
// again and the run after removes it again.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../test-support/challenge.ts';
import { PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';
import { tusUpload } from '../test-support/local-storage.ts';
import { sanityTokens, startSanityUsersStandIn } from '../test-support/sanity-users.ts';

const ALTCHA_HMAC_KEY = 'photo-erasure-test-secret-0123456789abcd';
let runner: Awaited<ReturnType<typeof startTestRunner>>;
let sanity: Awaited<ReturnType<typeof startSanityUsersStandIn>>;

beforeAll(async () => {
  sanity = await startSanityUsersStandIn();
  runner = await startTestRunner(ALTCHA_HMAC_KEY, {
    env: { SANITY_API_HOST: sanity.apiHost, STUDIO_ORIGINS: 'https://studio.example' },
  });
});
afterAll(async () => {
  await runner?.close();
  await sanity?.close();
});

const email = 'henrik@erase-photos-test.dk';
const bytes = Buffer.from(PNG_1X1, 'base64');

async function sendEmail(path: string, body: unknown, key: string) {
  const response = await fetch(`${runner.server.url}/functions/v1/send-email${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const inStorage = async (folder: string) =>
  (
    await createClient(runner.server.url, runner.server.storage.serviceKey)
      .storage.from('quote-files')
      .list(folder)
  ).data?.length ?? 0;

describe('erasing a person', () => {
  it('removes their photos from storage by the next run, and again what a working token writes after', async () => {
    const key = 'photo-erasure-1';
    const altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
    const files = [{ filename: 'tag.png', type: 'image/png', size: bytes.length }];
    const granted = await sendEmail('/uploads', { formType: 'quote', altcha, files }, key);
    expect(granted.status).toBe(200);
    const grant = granted.body as {
      grantId: string;
      files: { path: string; token: string; filename: string }[];
    };
    const file = grant.files[0] as { path: string; token: string; filename: string };
    const upload = () =>
      tusUpload(runner.server.url, bytes, {
        token: file.token,
        objectName: file.path,
        contentType: 'image/png',
      });
    expect(await upload()).toMatchObject({ ok: true });
    const quote = quoteBody({ attachments: undefined, altcha, email });
    const sent = await sendEmail(
      '/',
      {
        ...quote,
        formData: { ...quote.formData, files: [{ ...files[0], filename: file.filename, path: file.path }] },
      },
      key,
    );
    expect(sent.status).toBe(200);
    await runner.server.runScheduler();
    expect(await inStorage(grant.grantId)).toBe(1);

    const erased = await fetch(
      `${runner.server.url}/functions/v1/leads/export?email=${encodeURIComponent(email)}`,
      {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${sanityTokens.owner}` },
      },
    );
    expect(await erased.json()).toEqual({ deleted: 1 });
    await runner.server.runScheduler();
    expect(await inStorage(grant.grantId)).toBe(0);

    // The visitor's page, its token still working, sends the photo again: the next run removes it too.
    expect(await upload()).toMatchObject({ ok: true });
    expect(await inStorage(grant.grantId)).toBe(1);
    await runner.server.runScheduler();
    expect(await inStorage(grant.grantId)).toBe(0);
  }, 60_000);
});
