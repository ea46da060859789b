// Issue 50, point 1 (decision 054): strangers cannot fill the database with spam. Spam keeps its text
// only within SPAM_STORE_MAX_BYTES, one client's kept spam of a day is bounded, and past the database
// watch no spam is kept; what is not kept is counted, and every sender hears the same success.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseWatch, databaseWarnings } from '../send-email/database-watch.ts';
import { SPAM_KEPT_PER_CLIENT_DAY } from '../send-email/spam-room.ts';
import { contactBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';

/** Tests that send dozens of requests get room for a busy machine (each request is tens of ms alone). */
const MANY = 60_000;
const ALTCHA_HMAC_KEY = 'spam-room-test-secret-0123456789abcdef';
const HEALTH_SECRET = 'spam-room-health-secret-0123456789abcdef';
type Runner = Awaited<ReturnType<typeof startTestRunner>>;

/** A runner whose daily cap is one lead, so a client's second submission of the day is spam. */
const spamRunner = (env: Record<string, string>) =>
  startTestRunner(ALTCHA_HMAC_KEY, {
    env: {
      CLIENT_ADDRESS_HEADER: 'x-client-address',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_DAILY_MAX: '1',
      SPAM_REPEAT_MAX: '0',
      ...env,
    },
  });

async function send(runner: Runner, address: string, message: string) {
  const response = await runner.submit(contactBody({ name: `Afsender ${address}`, message }), {
    'x-client-address': address,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function spamRows(runner: Runner) {
  return runner.db.sql<{ bytes: number; reason: string }[]>`
    select octet_length(fields::text) as bytes, spam_reason as reason
    from public.form_submissions where status = 'spam'`;
}

async function tally(runner: Runner) {
  const [row] = await runner.db.sql<{ kept: number; dropped: number; kept_bytes: number }[]>`
    select coalesce(sum(kept), 0)::int as kept, coalesce(sum(dropped), 0)::int as dropped,
      coalesce(sum(kept_bytes), 0)::int as kept_bytes
    from public.spam_tally`;
  return row;
}

const longText = (n: number) => `Spam nummer ${n}. ${'Køb billige ting nu hos os. '.repeat(14)}`;

describe('SPAM_STORE_MAX_BYTES', () => {
  let runner: Runner;
  beforeAll(async () => {
    runner = await spamRunner({ SPAM_STORE_MAX_BYTES: '4000' });
  });
  afterAll(() => runner?.close());

  it(
    'keeps spam text up to the ceiling and counts the rest, answering every sender alike',
    async () => {
      const answers: Awaited<ReturnType<typeof send>>[] = [];
      // Six clients of as many /24s: no neighbourhood's day is reached (decision 054).
      for (let client = 1; client <= 6; client++) {
        const address = `203.0.${client}.1`;
        answers.push(await send(runner, address, `En rigtig henvendelse fra klient ${client}.`));
        for (let n = 0; n < 3; n++) answers.push(await send(runner, address, longText(client * 10 + n)));
      }
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ success: true, submissionId: expect.any(String) });
      }

      const rows = await spamRows(runner);
      const counted = await tally(runner);
      // 18 spam in all: some kept with their text, the rest counted, none lost from the count.
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(18);
      expect(counted).toMatchObject({ kept: rows.length, dropped: 18 - rows.length });
      // What the kept spam holds stays within the ceiling.
      expect(counted?.kept_bytes).toBeLessThanOrEqual(4000);
      expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(4000 * 1.1);

      // The leads themselves were all stored.
      const [leads] = await runner.db.sql<{ count: number }[]>`
      select count(*)::int from public.form_submissions where status <> 'spam'`;
      expect(leads?.count).toBe(6);
    },
    MANY,
  );

  it('gives a real lead after the flood its place and its e-mail', async () => {
    const answer = await send(runner, '198.51.100.9', 'Vi vil gerne have en ny terrasse i Hornbæk.');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ notificationId: expect.any(String) });
  });

  it('counts a counted spam once: its solved challenge cannot be sent again', async () => {
    const address = '203.0.113.99';
    await send(runner, address, 'Den første er en henvendelse.');
    const body = contactBody({ name: 'Gentager', message: longText(999) });
    const first = await runner.submit(body, { 'x-client-address': address });
    expect(first.status).toBe(200);
    const again = await fetch(`${runner.server.url}/functions/v1/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-client-address': address },
      body: JSON.stringify({ ...body, formData: { ...body.formData, name: 'Gentager igen' } }),
    });
    expect(again.status).toBe(400);
  });
});

describe("one client's day", () => {
  let runner: Runner;
  beforeAll(async () => {
    runner = await spamRunner({ SPAM_STORE_MAX_BYTES: '0' });
  });
  afterAll(() => runner?.close());

  it(
    `keeps at most ${SPAM_KEPT_PER_CLIENT_DAY} spam texts of one client a day, and counts the rest`,
    async () => {
      const address = '2001:db8:1:2::7';
      await send(runner, address, 'Den første er en rigtig henvendelse.');
      const extra = 5;
      for (let n = 0; n < SPAM_KEPT_PER_CLIENT_DAY + extra; n++)
        expect((await send(runner, `2001:db8:1:2::${n + 10}`, longText(n))).status).toBe(200);
      expect(await spamRows(runner)).toHaveLength(SPAM_KEPT_PER_CLIENT_DAY);
      expect(await tally(runner)).toMatchObject({ kept: SPAM_KEPT_PER_CLIENT_DAY, dropped: extra });
    },
    MANY,
  );
});

describe("one neighbourhood's day (an IPv6 /48)", () => {
  let runner: Runner;
  beforeAll(async () => {
    // The same text twice is spam; a /48 keeps as much spam as one client (factor 1), 20 texts a day.
    runner = await spamRunner({
      SPAM_STORE_MAX_BYTES: '0',
      RATE_LIMIT_DAILY_MAX: '0',
      SPAM_REPEAT_MAX: '1',
      RATE_LIMIT_NEIGHBOURHOOD_FACTOR: '1',
    });
  });
  afterAll(() => runner?.close());

  it(
    `keeps at most ${SPAM_KEPT_PER_CLIENT_DAY} spam texts of its /64s together; another /48 keeps its own`,
    async () => {
      const text = longText(1);
      expect((await send(runner, '2001:db8:5:1::1', text)).body).toMatchObject({
        notificationId: expect.any(String),
      });
      // Each sender's own name (the same content without a key would be a repeat of the first).
      let serial = 0;
      const from = async (address: string, count: number) => {
        for (let n = 0; n < count; n++) {
          const body = contactBody({ name: `Afsender ${++serial}`, message: text });
          expect((await runner.submit(body, { 'x-client-address': address })).status).toBe(200);
        }
      };
      // Two /64s of one /48, twelve each: the first keeps its twelve, the second what is left of 20.
      await from('2001:db8:5:1::2', 12);
      await from('2001:db8:5:2::1', 12);
      expect(await tally(runner)).toMatchObject({ kept: SPAM_KEPT_PER_CLIENT_DAY, dropped: 4 });
      await from('2001:db8:6:1::1', 3);
      expect(await tally(runner)).toMatchObject({ kept: SPAM_KEPT_PER_CLIENT_DAY + 3, dropped: 4 });
      expect(await spamRows(runner)).toHaveLength(SPAM_KEPT_PER_CLIENT_DAY + 3);
    },
    MANY,
  );
});

describe('DATABASE_MAX_BYTES', () => {
  let runner: Runner;
  beforeAll(async () => {
    // Any database is past a watch of 1 MB.
    runner = await spamRunner({ DATABASE_MAX_BYTES: '1000000', HEALTH_SECRET });
  });
  afterAll(() => runner?.close());

  it(
    'keeps no spam once the database is near its limit, and still stores and sends leads',
    async () => {
      const lead = await send(runner, '203.0.113.50', 'Vi skal have skiftet vinduer i Helsingør.');
      expect(lead.body).toMatchObject({ success: true, notificationId: expect.any(String) });
      for (let n = 0; n < 3; n++) expect((await send(runner, '203.0.113.50', longText(n))).status).toBe(200);
      expect(await spamRows(runner)).toHaveLength(0);
      expect(await tally(runner)).toMatchObject({ kept: 0, dropped: 3 });
    },
    MANY,
  );

  it('raises the alarm on /health and warns the owner in Henvendelser', async () => {
    const health = await fetch(`${runner.server.url}/functions/v1/send-email/health`, {
      headers: { Authorization: `Bearer ${HEALTH_SECRET}` },
    });
    expect(health.status).toBe(503);
    const summary = (await health.json()) as { problems: string[]; database: { bytes: number } };
    expect(summary.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^database-nearly-full: the database holds \d+ MB of its 1 MB/),
      ]),
    );
    expect(summary.database.bytes).toBeGreaterThan(800_000);

    const watch = createDatabaseWatch({ sql: runner.db.sql, clock: { now: Date.now }, maxBytes: 1_000_000 });
    expect(await databaseWarnings(watch)()).toEqual({
      code: 'database-nearly-full',
      message: expect.stringMatching(
        /^Databasen er næsten fuld: den fylder \d+ MB af 1 MB\. Spam gemmes ikke længere\./,
      ),
    });
    const roomy = createDatabaseWatch({
      sql: runner.db.sql,
      clock: { now: Date.now },
      maxBytes: 10_000_000_000,
    });
    expect(await databaseWarnings(roomy)()).toBeUndefined();
  });
});
