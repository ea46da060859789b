// Issue 25, point 2: with the provider down, quotes with files fill the store; the ceiling on stored
// file bytes holds, a quote past it keeps its text and the visitor is told what to do instead, and the
// files of deliveries given up for good are deleted.
import { fileStorageMessages } from '@nordkyst/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmailProviderError } from '../_shared/email.ts';
import { RETRY_RULES } from '../send-email/retry-rules.ts';
import { emptyTables } from '../test-support/database.ts';
import { quoteBody } from '../test-support/fixtures.ts';
import { megabytePhotos } from '../test-support/large-files.ts';
import { startTestRunner } from '../test-support/local-runner.ts';

const ALTCHA_HMAC_KEY = 'file-store-test-secret-0123456789abcdef';
const MiB = 1024 * 1024;
const CEILING = 5 * MiB;
let runner: Awaited<ReturnType<typeof startTestRunner>>;
let serial = 0;

beforeAll(async () => {
  runner = await startTestRunner(ALTCHA_HMAC_KEY, {
    // The provider is down for the whole test: nothing is delivered, everything stays stored.
    transport: {
      send: async () => {
        throw new EmailProviderError('Resend answered 500', { status: 500 });
      },
    },
    env: { FILE_STORE_MAX_BYTES: String(CEILING), COMPANY_EMAIL: 'tilbud@nordkystbyg.dk' },
  });
});
beforeEach(() => emptyTables(runner.db.sql));
afterAll(() => runner?.close());

/** A quote with `count` photos of 1 MiB each, sent with `key` as its Idempotency-Key. */
async function sendQuote(count: number, key = `quote-key-${++serial}`) {
  const body = quoteBody({
    description: `Tilbud nummer ${serial} med ${count} fotos.`,
    attachments: megabytePhotos(count, serial * 10),
  });
  const response = await runner.submit(body, { 'Idempotency-Key': key });
  return { status: response.status, body: await response.json() };
}

async function storedBytes(): Promise<number> {
  const [row] = await runner.db
    .sql`select coalesce(sum(size), 0)::int as bytes from public.submission_attachments`;
  return row?.bytes ?? 0;
}

const storeFull = fileStorageMessages.da.storeFull('tilbud@nordkystbyg.dk');

describe('the ceiling on stored files', () => {
  it('holds while a failing provider leaves every quote stored, and keeps each refused quote’s text', async () => {
    expect((await sendQuote(2)).status).toBe(200);
    expect((await sendQuote(2)).status).toBe(200);
    expect(await storedBytes()).toBe(4 * MiB);

    const refusedQuote = await sendQuote(2, 'refused-key-1');
    expect(refusedQuote).toEqual({
      status: 507,
      body: { success: false, error: storeFull, fieldErrors: { attachments: [storeFull] } },
    });
    expect(storeFull).toBe(
      'Vi har modtaget din henvendelse, men vi kan ikke modtage dine filer lige nu. Send den igen med færre eller mindre filer, eller send filerne på e-mail til tilbud@nordkystbyg.dk.',
    );

    // Many at once: the lock counts them in turn, so none slips past the ceiling.
    const burst = await Promise.all(Array.from({ length: 6 }, () => sendQuote(2)));
    expect(burst.map((answer) => answer.status)).toEqual([507, 507, 507, 507, 507, 507]);
    expect(await storedBytes()).toBeLessThanOrEqual(CEILING);

    // Every quote's text is stored, the refused ones with their files' names and no bytes.
    const leads = await runner.db.sql<{ description: string; files: number; refused: number }[]>`
      select fields ->> 'description' as description, jsonb_array_length(files) as files,
        jsonb_array_length(refused_files) as refused
      from public.form_submissions order by created_at`;
    expect(leads).toHaveLength(9);
    expect(leads.filter((lead) => lead.refused === 2 && lead.files === 0)).toHaveLength(7);
    expect(leads.every((lead) => lead.description.startsWith('Tilbud nummer'))).toBe(true);

    // The same request again changes nothing; the visitor's retry with fewer files under the same key fits.
    expect((await sendQuote(2, 'refused-key-1')).status).toBe(507);
    expect(await runner.db.sql`select from public.form_submissions`).toHaveLength(9);
    const fewer = await sendQuote(1, 'refused-key-1');
    expect(fewer).toMatchObject({ status: 200, body: { success: true } });
    expect(await storedBytes()).toBe(CEILING);
    expect((await sendQuote(1)).status).toBe(507);
  }, 120_000);

  it('deletes the files of deliveries given up for good, and the store takes quotes again', async () => {
    expect((await sendQuote(2)).status).toBe(200);
    expect((await sendQuote(2)).status).toBe(200);
    expect((await sendQuote(2)).status).toBe(507);

    // Every attempt used up and due: the scheduled run gives them up.
    await runner.db.sql`update public.form_submissions
      set attempts = ${RETRY_RULES.maxAttempts - 1}, next_attempt_at = now() - interval '1 second'`;
    await runner.server.runScheduler();
    const states = await runner.db.sql`select status, count(*)::int as leads from public.form_submissions
      group by status`;
    expect(states).toEqual([{ status: 'failed', leads: 3 }]);
    expect(await storedBytes()).toBe(0);
    // The leads' text stays for the owner.
    const [kept] = await runner.db.sql`select count(*)::int as texts from public.form_submissions
      where fields ->> 'description' like 'Tilbud nummer%'`;
    expect(kept?.texts).toBe(3);

    expect((await sendQuote(2)).status).toBe(200);
    expect(await storedBytes()).toBe(2 * MiB);
  }, 120_000);
});
