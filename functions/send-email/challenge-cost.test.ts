import { spamMessages } from '@nordkyst/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../_shared/config.ts';
import { connectDatabase, type Sql } from '../_shared/database.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { contactBody } from '../test-support/fixtures.ts';
import { freePort as closedPort } from '../test-support/free-port.ts';
import { CHALLENGE_RULES } from './challenge.ts';
import { challengeFactor } from './challenge-cost.ts';
import { sendEmailFromConfig } from './wiring.ts';

const URL_ = 'http://127.0.0.1:54321/functions/v1/send-email';
const SECRET = 'challenge-cost-test-secret-0123456789abcdef';
const config = loadConfig({ ALTCHA_HMAC_KEY: SECRET, CLIENT_ADDRESS_HEADER: 'x-client-address' });

let db: Awaited<ReturnType<typeof testDatabase>>;
let now: number;
let logs: Record<string, unknown>[];

beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await emptyTables(db.sql);
  now = Date.parse('2026-05-01T10:00:00Z');
  logs = [];
});

const handler = (sql: Sql = db.sql) =>
  sendEmailFromConfig({
    config,
    sql,
    clock: { now: () => now },
    transport: { send: async () => ({ id: 'msg' }) },
    log: (entry) => logs.push(entry),
  });

/** Fetches a challenge as the client at `address`; its factor is in the request's log line. */
async function challengeFrom(address: string, sql?: Sql) {
  const response = await handler(sql)(
    new Request(`${URL_}/challenge`, { headers: { 'x-client-address': address } }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toHaveProperty('signature');
  return logs.at(-1)?.outcome;
}

/** `count` submissions stored `minutesAgo`, every other one spam: each passed the proof of work. */
async function flood(count: number, minutesAgo: number) {
  for (let i = 0; i < count; i++) {
    const spam = i % 2 === 1;
    await db.sql`insert into public.form_submissions
        (idempotency_key, request_hash, form_type, fields, next_attempt_at, created_at, status, spam_reason)
      values (${`flood-${minutesAgo}-${i}`}, 'h', 'contact', '{}', ${new Date(now)},
        ${new Date(now - minutesAgo * 60_000)}, ${spam ? 'spam' : 'pending'}, ${spam ? 'daily-limit' : null})`;
  }
}

describe('the challenge’s price', () => {
  it('doubles for every two challenges one client fetches in its window, an IPv6 client by its /64', async () => {
    const outcomes = [];
    for (let i = 1; i <= 5; i++) outcomes.push(await challengeFrom(`2001:db8:7:7::${i}`));
    expect(outcomes).toEqual(['challenge', 'challenge', 'challenge x2', 'challenge x2', 'challenge x4']);
    // Another client pays the usual; the window's end forgets the first.
    expect(await challengeFrom('198.51.100.1')).toBe('challenge');
    now += config.rateLimitWindowMs;
    expect(await challengeFrom('2001:db8:7:7::99')).toBe('challenge');
  });

  it('is the usual for a new visitor after 140 free fetches from 70 addresses, and after one client’s 30', async () => {
    // 70 addresses of as many /24s: no neighbourhood fetched more than its two.
    for (let a = 1; a <= 70; a++)
      for (let i = 0; i < 2; i++) expect(await challengeFrom(`203.0.${a}.7`)).toBe('challenge');
    expect(await challengeFrom('198.51.100.9')).toBe('challenge');
    for (let i = 0; i < 30; i++) await challengeFrom('192.0.2.66');
    expect(await challengeFrom('198.51.100.10')).toBe('challenge');
  }, 60_000);

  it('doubles for every 20 submissions the site received in the last hour, spam included', async () => {
    await flood(40, 30);
    expect(await challengeFrom('198.51.100.2')).toBe('challenge x4');
    // With the client's own fetches on top.
    for (let i = 0; i < 2; i++) await challengeFrom('198.51.100.3');
    expect(await challengeFrom('198.51.100.3')).toBe('challenge x8');
    // An hour after them, the usual again.
    now += 31 * 60_000;
    expect(await challengeFrom('198.51.100.4')).toBe('challenge');
  });

  it('doubles for every eight challenges the /64s of one /48 fetch, each new /64 included; not in another /48', async () => {
    const outcomes = [];
    // Eight /64s of one /48, two fetches each: their own price stays the usual until the /48's eighth.
    for (let net = 1; net <= 8; net++)
      for (let i = 0; i < 2; i++) outcomes.push(await challengeFrom(`2001:db8:48:${net}::1`));
    expect(outcomes.slice(0, 8)).toEqual(Array(8).fill('challenge'));
    expect(outcomes.slice(8)).toEqual(Array(8).fill('challenge x2'));
    // A new /64 of the same /48 pays the /48's price; the next /48 the usual.
    expect(await challengeFrom('2001:db8:48:ffff::1')).toBe('challenge x4');
    expect(await challengeFrom('2001:db8:49:1::1')).toBe('challenge');
  });

  it('doubles likewise for every eight challenges of one IPv4 /24; not in the next /24', async () => {
    const outcomes = [];
    for (let a = 1; a <= 9; a++) outcomes.push(await challengeFrom(`198.51.100.${a}`));
    expect(outcomes).toEqual([...Array(8).fill('challenge'), 'challenge x2']);
    expect(await challengeFrom('198.51.101.1')).toBe('challenge');
  });

  it('stops at CHALLENGE_MAX_FACTOR, and a step of 0 leaves its count out', () => {
    const rules = { challengeSiteStep: 20, challengeClientStep: 2, challengeMaxFactor: 32 };
    expect(challengeFactor({ site: 0, client: 1 }, rules)).toBe(1);
    expect(challengeFactor({ site: 45, client: 3 }, rules)).toBe(8);
    expect(challengeFactor({ site: 10_000, client: 500 }, rules)).toBe(32);
    // A neighbourhood's step is the client's times RATE_LIMIT_NEIGHBOURHOOD_FACTOR; 0 leaves it out.
    expect(challengeFactor({ site: 0, client: 1, neighbourhood: 16 }, rules)).toBe(4);
    expect(
      challengeFactor({ site: 0, client: 1, neighbourhood: 16 }, { ...rules, neighbourhoodFactor: 2 }),
    ).toBe(16);
    expect(
      challengeFactor({ site: 0, client: 1, neighbourhood: 16 }, { ...rules, neighbourhoodFactor: 0 }),
    ).toBe(1);
    expect(
      challengeFactor(
        { site: 10_000, client: 500 },
        { ...rules, challengeSiteStep: 0, challengeClientStep: 0 },
      ),
    ).toBe(1);
  });
});

describe('a stock of challenges', () => {
  /** A contact message sent now with a challenge handed out `minutesAgo`. */
  async function sendWithChallengeFrom(minutesAgo: number) {
    const altcha = await solvedChallenge(SECRET, { now: () => now - minutesAgo * 60_000 });
    const response = await handler()(
      new Request(URL_, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-client-address': '198.51.100.5' },
        body: JSON.stringify(
          contactBody({ altcha, message: `Besked med en udfordring fra ${minutesAgo} min.` }),
        ),
      }),
    );
    return { status: response.status, body: await response.json() };
  }

  it('expires ten minutes after it was handed out: refused with the spec’s message', async () => {
    // altcha-lib checks the expiry on the system's clock too.
    now = Date.now();
    expect(CHALLENGE_RULES.expiresInMs).toBe(10 * 60_000);
    expect(await sendWithChallengeFrom(10.01)).toEqual({
      status: 400,
      body: { success: false, error: spamMessages.da.challengeExpired },
    });
    expect((await sendWithChallengeFrom(9.9)).status).toBe(200);
  });
});

describe('while the database cannot count', () => {
  it('hands out the challenge at CHALLENGE_MAX_FACTOR when the database is read-only, writing nothing', async () => {
    await flood(40, 30);
    for (let i = 0; i < 2; i++) await challengeFrom('198.51.100.6');
    const windows = () =>
      db.sql`select address, window_start, hits from public.rate_limit_windows order by 1`;
    const before = await windows();
    await db.sql`set default_transaction_read_only = on`;
    try {
      // Nothing counts now, and a lead solved meanwhile goes past the database (decision 054).
      expect(await challengeFrom('198.51.100.6')).toBe('challenge x128 (not counted: database unavailable)');
      expect(await challengeFrom('2001:db8:5::1')).toBe('challenge x128 (not counted: database unavailable)');
    } finally {
      await db.sql`set default_transaction_read_only = off`;
    }
    expect(await windows()).toEqual(before);
  });

  it('hands out the challenge at CHALLENGE_MAX_FACTOR when the database refuses connections', async () => {
    const closed = await closedPort();
    const refusing = connectDatabase(`postgres://postgres@127.0.0.1:${closed}/postgres`, { max: 1 });
    try {
      expect(await challengeFrom('198.51.100.8', refusing)).toBe(
        'challenge x128 (not counted: database unavailable)',
      );
    } finally {
      await refusing.end({ timeout: 1 });
    }
  });
});
