// The promises' due times and the lead's source as send-email stores them (issue 51), on a test
// database with a clock the test moves.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailTransport } from '../_shared/email.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { contactBody, moldovaBody, quoteBody } from '../test-support/fixtures.ts';
import {
  databaseParts,
  handlerConfig,
  promiseConfig,
  SEND_EMAIL_URL,
  SITE_ORIGIN,
} from '../test-support/send-email-parts.ts';
import { storeSubmission } from '../test-support/stored-leads.ts';
import { createSendEmailHandler } from './handler.ts';
import { dueTimes } from './promises.ts';

const MINUTE = 60_000;
const KEY = 'promises-intake-secret-0123456789abcdefgh';

let db: Awaited<ReturnType<typeof testDatabase>>;
let now: number;
const clock = { now: () => now };
const transport: EmailTransport = { send: async () => ({ id: `msg-${Math.random()}` }) };

beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await emptyTables(db.sql);
  now = Date.parse('2026-05-01T10:00:00Z');
});

function handler(rules: Partial<typeof promiseConfig> = {}) {
  const config = handlerConfig({ altchaHmacKey: KEY, ...rules });
  return createSendEmailHandler({ config, transport, clock, ...databaseParts(db.sql, clock), log: () => {} });
}

async function send(body: { formData: Record<string, unknown> }, rules: Partial<typeof promiseConfig> = {}) {
  body.formData.altcha = await solvedChallenge(KEY);
  const response = await handler(rules)(
    new Request(SEND_EMAIL_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: JSON.stringify(body),
    }),
    { remoteAddress: '10.0.0.1' },
  );
  if (response.status !== 200) throw new Error(await response.text());
  const { submissionId } = (await response.json()) as { submissionId: string };
  const [row] = await db.sql<
    {
      created_at: Date;
      call_due_at: Date | null;
      quote_due_at: Date | null;
      call_kept_at: Date | null;
      quote_kept_at: Date | null;
      source: unknown;
    }[]
  >`select created_at, call_due_at, quote_due_at, call_kept_at, quote_kept_at, source
    from public.form_submissions where id = ${submissionId}`;
  if (!row) throw new Error('not stored');
  return row;
}

describe('dueTimes', () => {
  const rules = { callbackPromiseMs: 1440 * MINUTE, quotePromiseMs: 2880 * MINUTE };
  const at = new Date('2026-05-01T10:00:00Z');

  it('gives a contact lead a call, a quote lead a call and a quote, a job application none', () => {
    expect(dueTimes('contact', at, rules)).toEqual({
      callDueAt: new Date('2026-05-02T10:00:00Z'),
      quoteDueAt: null,
    });
    expect(dueTimes('quote', at, rules)).toEqual({
      callDueAt: new Date('2026-05-02T10:00:00Z'),
      quoteDueAt: new Date('2026-05-03T10:00:00Z'),
    });
    expect(dueTimes('moldova', at, rules)).toEqual({ callDueAt: null, quoteDueAt: null });
  });
});

describe('send-email stores the promises and the source', () => {
  it('fixes the due times from the variables at the moment it stores the lead', async () => {
    now += 37 * MINUTE;
    const quote = await send(quoteBody());
    expect(quote.created_at).toEqual(new Date(now));
    expect(quote.call_due_at).toEqual(new Date(now + 1440 * MINUTE));
    expect(quote.quote_due_at).toEqual(new Date(now + 2880 * MINUTE));
    expect([quote.call_kept_at, quote.quote_kept_at]).toEqual([null, null]);
    const contact = await send(contactBody(), { callbackPromiseMs: 5 * MINUTE, quotePromiseMs: 9 * MINUTE });
    expect([contact.call_due_at, contact.quote_due_at]).toEqual([new Date(now + 5 * MINUTE), null]);
    const job = await send(moldovaBody());
    expect([job.call_due_at, job.quote_due_at]).toEqual([null, null]);
    // A later change of the variables moves no promise already made.
    const [again] = await db.sql<{ call_due_at: Date }[]>`
      select call_due_at from public.form_submissions where form_type = 'quote'`;
    expect(again?.call_due_at).toEqual(quote.call_due_at);
  });

  it('keeps the source the page named, without click ids or unknown keys; none without one', async () => {
    const stored = await send({
      ...contactBody(),
      source: {
        path: '/kontakt',
        utmSource: ' google ',
        utmMedium: 'cpc',
        utmCampaign: 'badevaerelse',
        referrerHost: 'WWW.GOOGLE.DK',
        gclid: 'CjwKCAiA-secret',
        fbclid: 'IwAR-secret',
        userAgent: 'Mozilla',
      },
    } as { formData: Record<string, unknown> });
    expect(stored.source).toEqual({
      path: '/kontakt',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'badevaerelse',
      referrerHost: 'www.google.dk',
    });
    expect(JSON.stringify(await db.sql`select * from public.form_submissions`)).not.toMatch(
      /gclid|fbclid|secret|Mozilla/,
    );
    // A malformed part is dropped, never the lead; a source with nothing usable is none.
    const odd = await send({
      ...contactBody({ message: 'En anden besked om et tag.' }),
      source: { path: 'https://evil.example/x', utmSource: 'x'.repeat(101), gclid: 'y' },
    } as { formData: Record<string, unknown> });
    expect(odd.source).toBeNull();
    const none = await send(contactBody({ message: 'En tredje besked om en carport.' }));
    expect(none.source).toBeNull();
  });

  it('stores spam with its promises ended at once, as the status Spam ends them', async () => {
    await storeSubmission(db.sql, now, {
      formType: 'quote',
      fields: { name: 'Spam', email: 's@example.dk', phone: '1', description: 'x' },
      spam: 'daily-limit',
      due: dueTimes('quote', new Date(now), promiseConfig),
    });
    const [row] =
      await db.sql`select work_status, call_kept_at, quote_kept_at, next_due_at from public.form_submissions`;
    expect(row).toEqual({
      work_status: 'spam',
      call_kept_at: new Date(now),
      quote_kept_at: new Date(now),
      next_due_at: null,
    });
  });
});
