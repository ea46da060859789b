// Issue 42: a stranger floods the runner from a few addresses with quotes full of photos and with contact
// leads, under a small e-mail budget; then a real customer sends a quote with photos. Its files are kept,
// and it reaches the company's mailbox (at once, or in the next digest).
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody, quoteBody } from '../test-support/fixtures.ts';
import { megabytePhotos } from '../test-support/large-files.ts';
import { startTestRunner } from '../test-support/local-runner.ts';

const ALTCHA_HMAC_KEY = 'lead-abuse-test-secret-0123456789abcdef';
const MiB = 1024 * 1024;
let runner: Awaited<ReturnType<typeof startTestRunner>>;
let serial = 0;

beforeAll(async () => {
  runner = await startTestRunner(ALTCHA_HMAC_KEY, {
    env: {
      CLIENT_ADDRESS_HEADER: 'x-client-address',
      RATE_LIMIT_MAX: '100',
      RATE_LIMIT_DAILY_MAX: '6',
      EMAIL_DAILY_BUDGET: '8',
      FILE_STORE_MAX_BYTES: String(16 * MiB),
      FILE_STORE_CLIENT_MAX_BYTES: String(4 * MiB),
      EMAIL_MAX_BYTES: '200000',
    },
  });
});
afterAll(() => runner?.close());

async function submit(address: string, body: { formData: Record<string, unknown> }) {
  return (await runner.submit(body, { 'x-client-address': address })).status;
}

/** `count` photos no other quote of the file has. */
function photos(count: number) {
  const first = serial + 1;
  serial += count;
  return megabytePhotos(count, first);
}

describe('a flood from a few addresses', () => {
  it('leaves room and e-mail for a real lead', async () => {
    const attackers = ['203.0.113.7', '203.0.113.8', '2001:db8:aa:bb::1'];
    const statuses: number[] = [];
    for (const [a, address] of attackers.entries())
      for (let i = 0; i < 8; i++) {
        statuses.push(
          await submit(
            address,
            quoteBody({
              name: `Bot ${a}-${i}`,
              description: `Tilbud ${a}-${i} fra en robot.`,
              attachments: photos(2),
            }),
          ),
        );
        statuses.push(
          await submit(address, contactBody({ name: `Bot ${a}-${i}`, email: `bot${a}x${i}@example.com` })),
        );
      }
    // Stored, or their files refused (507); never an error.
    expect(statuses.every((status) => status === 200 || status === 507)).toBe(true);

    const customer = await submit(
      '198.51.100.44',
      quoteBody({
        name: 'Karen Kunde',
        email: 'karen@example.dk',
        description: 'Nyt tag på vores hus i Gilleleje.',
        attachments: photos(2),
      }),
    );
    expect(customer).toBe(200);
    const [lead] = await runner.db.sql<{ id: string; files: number }[]>`
      select s.id, (select count(*)::int from public.submission_attachments a where a.submission_id = s.id) as files
      from public.form_submissions s where fields ->> 'name' = 'Karen Kunde'`;
    expect(lead?.files).toBe(2);

    // Within the digest interval the company has it, with its details.
    await runner.server.runScheduler();
    const mails = await Promise.all((await runner.outbox()).map((raw) => simpleParser(raw)));
    const toCompany = mails.filter(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === 'kontakt@nordkystbyg.dk',
    );
    const withKaren = toCompany.filter((mail) => mail.text?.includes('Karen Kunde'));
    expect(withKaren).toHaveLength(1);
    expect(withKaren[0]?.text).toContain('Nyt tag på vores hus i Gilleleje.');
    expect(toCompany.length).toBeLessThanOrEqual(8);
    const spam = await runner.db
      .sql`select count(*)::int as n from public.form_submissions where status = 'spam'`;
    expect(spam[0]?.n).toBeGreaterThan(0);
  }, 240_000);
});

describe('the daily cap with the window turned off', () => {
  it('still stores a client’s submissions past RATE_LIMIT_DAILY_MAX as spam (RATE_LIMIT_MAX=0)', async () => {
    const own = await startTestRunner(ALTCHA_HMAC_KEY, {
      env: { CLIENT_ADDRESS_HEADER: 'x-client-address', RATE_LIMIT_MAX: '0', RATE_LIMIT_DAILY_MAX: '2' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const body = contactBody({ name: `Bot ${i}`, message: `Besked nummer ${i} fra samme adresse.` });
        statuses.push((await own.submit(body, { 'x-client-address': '203.0.113.9' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200]);
      const rows = await own.db.sql<{ status: string; spam_reason: string | null }[]>`
        select status, spam_reason from public.form_submissions order by created_at, fields ->> 'name'`;
      expect(rows.map((row) => row.spam_reason)).toEqual([null, null, 'daily-limit', 'daily-limit']);
    } finally {
      await own.close();
    }
  }, 60_000);
});
