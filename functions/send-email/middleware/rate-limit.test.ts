// The rate limit as production builds it (RATE_LIMIT_DAILY_MAX 20; RATE_LIMIT_MAX raised to 100, so the
// window's 429 does not stop the requests first) on a test database: only a submission whose
// challenge passed counts toward its client's day, each solution once (decision 047), so refused
// requests from an address a real visitor shares cannot make that visitor's lead spam.
import { spamMessages } from '@nordkyst/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../_shared/config.ts';
import type { EmailMessage } from '../../_shared/email.ts';
import { createDatabaseRateLimiter, DAY_MS } from '../../_shared/rate-limit.ts';
import { solvedChallenge } from '../../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../../test-support/database.ts';
import { contactBody, HASH_SECRET } from '../../test-support/fixtures.ts';
import { sendEmailFromConfig } from '../wiring.ts';

const URL_ = 'http://127.0.0.1:54321/functions/v1/send-email';
const SECRET = 'rate-limit-test-secret-0123456789abcdef';
const config = loadConfig({
  ALTCHA_HMAC_KEY: SECRET,
  CLIENT_ADDRESS_HEADER: 'x-client-address',
  RATE_LIMIT_MAX: '100',
});
const ADDRESS = '198.51.100.7';

let db: Awaited<ReturnType<typeof testDatabase>>;
let now: number;
let sent: EmailMessage[];

beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await emptyTables(db.sql);
  // A day of its own (the cap is per UTC day), after the system's clock, on which altcha-lib checks the
  // challenges' expiry too.
  now = Math.ceil(Date.now() / DAY_MS) * DAY_MS + 60_000;
  sent = [];
});

const handler = (settings = config) =>
  sendEmailFromConfig({
    config: settings,
    sql: db.sql,
    clock: { now: () => now },
    transport: {
      async send(message) {
        sent.push(message);
        return { id: `msg-${sent.length}` };
      },
    },
    log: () => {},
  });

/** A POST of `body` (JSON unless a string) from `address` to send-email configured with `settings`. */
async function post(body: unknown, address = ADDRESS, settings = config) {
  const response = await handler(settings)(
    new Request(URL_, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-client-address': address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    body: await response.json(),
    retryAfter: response.headers.get('Retry-After'),
  };
}

/** A contact message with its own text (so the repeated-text rule stays out), solved now. */
async function lead(serial: number, altcha?: string) {
  return contactBody({
    message: `Besked nummer ${serial} om et nyt tag.`,
    altcha: altcha ?? (await solvedChallenge(SECRET, { now: () => now })),
  });
}

const notifications = () => sent.filter((message) => message.to === config.companyEmail).length;

describe('the daily cap', () => {
  it('counts no refused request: after 44 of them from one address, its real lead is delivered', async () => {
    // One lead first, whose solution is then sent again and again.
    const first = await lead(0);
    expect((await post(first)).status).toBe(200);
    const refusals = [
      async () => '',
      async () => '{"formType":',
      async () => lead(1, ''),
      async () => lead(2, await solvedChallenge('another-secret-another-secret-another-1')),
      async () => lead(3, await solvedChallenge(SECRET, { now: () => now - 11 * 60_000 })),
    ];
    const answers = [];
    for (let i = 0; i < 24; i++) answers.push(await post(await refusals[i % refusals.length]?.()));
    // The used solution with other texts: refused as used, each a request of its own.
    for (let i = 0; i < 20; i++) answers.push(await post(await lead(100 + i, first.formData.altcha)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(44).fill(400));
    expect(answers.at(-1)?.body.error).toBe(spamMessages.da.challengeUsed);

    const real = await post(await lead(4));
    expect(real).toMatchObject({
      status: 200,
      body: expect.objectContaining({ notificationId: expect.any(String) }),
    });
    expect(notifications()).toBe(2);
    const rows = await db.sql`select status, spam_reason from public.form_submissions order by created_at`;
    expect(rows.map((row) => row.spam_reason)).toEqual([null, null]);
  }, 60_000);

  it('still stores a client’s 21st lead of the day as spam: nothing sent', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push(await post(await lead(i)));
      now += 60_000;
    }
    expect(answers.every((answer) => answer.status === 200 && answer.body.success)).toBe(true);
    expect(answers.map((answer) => Boolean(answer.body.notificationId))).toEqual([
      ...Array(20).fill(true),
      false,
    ]);
    expect(notifications()).toBe(20);
    const spam = await db.sql`select spam_reason from public.form_submissions where status = 'spam'`;
    expect(spam).toEqual([{ spam_reason: 'daily-limit' }]);
  }, 60_000);
});

describe('a neighbourhood (decision 054): an IPv6 /48, an IPv4 /24', () => {
  // Two leads a day per client, so a neighbourhood's day is 4 × 2 = 8 (RATE_LIMIT_NEIGHBOURHOOD_FACTOR).
  const twoADay = loadConfig({
    ALTCHA_HMAC_KEY: SECRET,
    CLIENT_ADDRESS_HEADER: 'x-client-address',
    RATE_LIMIT_MAX: '100',
    RATE_LIMIT_DAILY_MAX: '2',
  });
  const statuses = async (addresses: string[], settings = twoADay) => {
    const answers = [];
    for (const [i, address] of addresses.entries())
      answers.push(await post(await lead(i), address, settings));
    return answers;
  };
  const slash64s = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}:${(i + 1).toString(16)}::1`);

  it('refuses leads from many /64s of one /48 past its day (429, Danish); another /48 is not affected', async () => {
    const answers = await statuses(slash64s('2001:db8:aa', 9));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(8).fill(200), 429]);
    expect(answers[8]?.body).toEqual({
      success: false,
      error:
        'Der er sendt mange henvendelser fra dit netværk i dag. Prøv igen i morgen, eller ring eller skriv til os.',
    });
    // Until the next UTC day.
    expect(Number(answers[8]?.retryAfter)).toBe((DAY_MS - (now % DAY_MS)) / 1000);
    expect(notifications()).toBe(8);
    const [stored] = await db.sql<{ count: number }[]>`select count(*)::int from public.form_submissions`;
    expect(stored?.count).toBe(8);

    const [elsewhere] = await statuses(['2001:db8:ab:1::1']);
    expect(elsewhere?.body).toMatchObject({ success: true, notificationId: expect.any(String) });
  }, 60_000);

  it('refuses leads from many addresses of one IPv4 /24 likewise; the next /24 is not affected', async () => {
    const block = Array.from({ length: 9 }, (_, i) => `203.0.113.${i + 1}`);
    const answers = await statuses([...block, '203.0.114.1']);
    expect(answers.map((answer) => answer.status)).toEqual([...Array(8).fill(200), 429, 200]);
    expect(notifications()).toBe(9);
  }, 60_000);

  it('is not filled by one client alone: its leads past its own day are spam, its neighbours still send', async () => {
    const answers = await statuses([...Array(10).fill('2001:db8:ac:1::1'), '2001:db8:ac:2::1']);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.map((answer) => Boolean(answer.body.notificationId))).toEqual([
      true,
      true,
      ...Array(8).fill(false),
      true,
    ]);
  }, 60_000);

  it('shares the window four times over: the fifth /64 of a /48 in a window is refused', async () => {
    const onePerWindow = loadConfig({
      ALTCHA_HMAC_KEY: SECRET,
      CLIENT_ADDRESS_HEADER: 'x-client-address',
      RATE_LIMIT_MAX: '1',
    });
    const answers = await statuses([...slash64s('2001:db8:ad', 5), '2001:db8:ae:1::1'], onePerWindow);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 200]);
    expect(answers[4]?.body.error).toBe(
      'Du har sendt mange henvendelser på kort tid. Vent lidt, og prøv igen.',
    );
  }, 60_000);

  it('is not counted with RATE_LIMIT_NEIGHBOURHOOD_FACTOR=0', async () => {
    const off = loadConfig({
      ALTCHA_HMAC_KEY: SECRET,
      CLIENT_ADDRESS_HEADER: 'x-client-address',
      RATE_LIMIT_MAX: '100',
      RATE_LIMIT_DAILY_MAX: '2',
      RATE_LIMIT_NEIGHBOURHOOD_FACTOR: '0',
    });
    const answers = await statuses(slash64s('2001:db8:af', 9), off);
    expect(answers.every((answer) => answer.status === 200 && answer.body.notificationId)).toBe(true);
  }, 60_000);
});

describe('createDatabaseRateLimiter', () => {
  const limiter = (limit: number, dailyLimit: number) =>
    createDatabaseRateLimiter({
      sql: db.sql,
      limit,
      windowMs: 600_000,
      dailyLimit,
      clock: { now: () => now },
      secret: HASH_SECRET,
    });

  it('counts a day’s solutions, each once, with the window off (0); the window with the day off', async () => {
    const dayOnly = limiter(0, 2);
    for (let i = 0; i < 4; i++) expect(await dayOnly.hitWindow(ADDRESS)).toEqual({ allowed: true });
    const over = [];
    for (const solution of ['a', 'b', 'b', 'b', 'c', 'd']) over.push(await dayOnly.hitDay(ADDRESS, solution));
    expect(over).toEqual([false, false, false, false, true, true]);
    // The same solution sent again, even at once, counts once.
    await Promise.all(Array.from({ length: 5 }, () => dayOnly.hitDay('203.0.113.9', 'e')));
    expect(await dayOnly.hitDay('203.0.113.9', 'f')).toBe(false);

    const windowOnly = limiter(1, 0);
    expect(await windowOnly.hitWindow('203.0.113.5')).toEqual({ allowed: true });
    expect(await windowOnly.hitWindow('203.0.113.5')).toEqual({
      allowed: false,
      retryAfterSeconds: expect.any(Number),
    });
    for (let i = 0; i < 3; i++) expect(await windowOnly.hitDay('203.0.113.5', `s${i}`)).toBe(false);
    const [row] = await db.sql`select count(*)::int as windows from public.rate_limit_windows`;
    // dayOnly: ADDRESS's day and its /24's, 203.0.113.9's and its /24's, six solutions' marks;
    // windowOnly: one window, and its /24's.
    expect(row?.windows).toBe(12);
  });
});
