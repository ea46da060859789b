// Issue 42, point 1: one client (its rate-limit key, an IPv6 client by its /64) holds at most its share
// of the file store, so a stranger sending the largest quotes again and again leaves room for others.
import { fileStorageMessages } from '@nordkyst/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteBody } from '../test-support/fixtures.ts';
import { megabytePhotos } from '../test-support/large-files.ts';
import { startTestRunner } from '../test-support/local-runner.ts';

const ALTCHA_HMAC_KEY = 'client-share-test-secret-0123456789abcd';
const MiB = 1024 * 1024;
let runner: Awaited<ReturnType<typeof startTestRunner>>;
let serial = 0;

beforeAll(async () => {
  runner = await startTestRunner(ALTCHA_HMAC_KEY, {
    env: {
      CLIENT_ADDRESS_HEADER: 'x-client-address',
      FILE_STORE_MAX_BYTES: String(8 * MiB),
      FILE_STORE_CLIENT_MAX_BYTES: String(3 * MiB),
      // Every photo goes as a link, so its bytes stay stored for the link's 14 days.
      EMAIL_MAX_BYTES: '200000',
    },
  });
});
afterAll(() => runner?.close());

/** A quote with `count` photos of 1 MiB from the client at `address`. */
async function sendQuote(address: string, count: number) {
  serial++;
  const body = quoteBody({
    name: `Kunde ${serial}`,
    description: `Tilbud nummer ${serial} med ${count} fotos.`,
    attachments: megabytePhotos(count, serial * 10),
  });
  const response = await runner.submit(body, { 'x-client-address': address });
  return { status: response.status, body: await response.json() };
}

async function storedFilesOf(submissionId: string): Promise<number> {
  const [row] = await runner.db.sql<{ files: number }[]>`
    select count(*)::int as files from public.submission_attachments where submission_id = ${submissionId}`;
  return row?.files ?? 0;
}

describe('a client’s share of the file store', () => {
  it('refuses one client’s files past its share, and keeps another client’s', async () => {
    // One client (an IPv6 /64, whatever address inside it) sends quote after quote with photos.
    const stranger = Array.from({ length: 8 }, (_, i) => `2001:db8:1:2::${i + 1}`);
    const answers = [];
    for (const address of stranger) answers.push(await sendQuote(address, 2));
    expect(answers.map((answer) => answer.status)).toEqual([200, 507, 507, 507, 507, 507, 507, 507]);
    const storeFull = fileStorageMessages.da.storeFull('kontakt@nordkystbyg.dk');
    expect(answers[1]?.body).toEqual({
      success: false,
      error: storeFull,
      fieldErrors: { attachments: [storeFull] },
    });
    // One more photo fits its share; then nothing more.
    expect((await sendQuote('2001:db8:1:2:ffff::1', 1)).status).toBe(200);
    expect((await sendQuote('2001:db8:1:2::9', 1)).status).toBe(507);

    // Every refused quote's text is stored all the same.
    const [texts] = await runner.db.sql<{ leads: number }[]>`
      select count(*)::int as leads from public.form_submissions where fields ->> 'description' like 'Tilbud nummer%'`;
    expect(texts?.leads).toBe(10);

    // A real customer from elsewhere: the quote is answered 200 and its files are kept for the links.
    const customer = await sendQuote('198.51.100.20', 3);
    expect(customer).toMatchObject({ status: 200, body: { success: true } });
    expect(await storedFilesOf(customer.body.submissionId)).toBe(3);
    const [stored] = await runner.db.sql<{ bytes: number }[]>`
      select sum(size)::int as bytes from public.submission_attachments`;
    expect(stored?.bytes).toBe(6 * MiB);
  }, 180_000);
});
