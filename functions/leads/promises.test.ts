// Issue 51 through the local runner: leads sent through send-email with a source, their promises in the
// `leads` API (items, sort=due, overdue, statuses that keep them, CSV, the person export) and /stats.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../test-support/challenge.ts';
import { readCsv } from '../test-support/csv-reading.ts';
import { emptyTables, writtenTables } from '../test-support/database.ts';
import { contactBody, moldovaBody, quoteBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';
import { sanityTokens, startSanityUsersStandIn } from '../test-support/sanity-users.ts';
import { copenhagenIso } from './promise-columns.ts';

const KEY = 'promises-test-secret-0123456789abcdefghij';
const MINUTE = 60_000;
let runner: Awaited<ReturnType<typeof startTestRunner>>;
let sanity: Awaited<ReturnType<typeof startSanityUsersStandIn>>;
let offsetMs = 0;
const clock = { now: () => Date.now() + offsetMs };

beforeAll(async () => {
  sanity = await startSanityUsersStandIn();
  runner = await startTestRunner(KEY, {
    clock,
    env: {
      SANITY_API_HOST: sanity.apiHost,
      STUDIO_ORIGINS: 'https://studio.example',
      CALLBACK_PROMISE_MINUTES: '60',
      QUOTE_PROMISE_MINUTES: '120',
      // No reminder in this file's runs: they are promise-reminders.test.ts's.
      PROMISE_REMINDER_MINUTES: '0',
    },
  });
});
afterAll(async () => {
  await runner?.close();
  await sanity?.close();
});
beforeEach(async () => {
  offsetMs = 0;
  await emptyTables(runner.db.sql, [...writtenTables, 'public.lead_audit']);
});

type Promise_ = { dueAt: string; keptAt: string | null };
type Item = {
  id: string;
  receivedAt: string;
  status: string;
  promises: { call?: Promise_; quote?: Promise_ };
  source: Record<string, string | null>;
};

async function submit(body: { formType: string; formData: Record<string, unknown>; source?: unknown }) {
  body.formData.altcha = await solvedChallenge(KEY, clock);
  const response = await fetch(`${runner.server.url}/functions/v1/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { submissionId: string }).submissionId;
}

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${sanityTokens.owner}`);
  const response = await fetch(`${runner.server.url}/functions/v1/leads${path}`, { ...init, headers });
  return { status: response.status, text: await response.text() };
}
async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const answer = await call(path, init);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as T;
}
const setStatus = (id: string, status: string) =>
  json<Item>(`/${id}`, { method: 'PATCH', body: JSON.stringify({ status }) });
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

describe('each lead carries its promise', () => {
  it('contact: a call; quote: a call and a quote; the job application: none, each from when it came in', async () => {
    const contact = await json<Item>(`/${await submit(contactBody())}`);
    const quote = await json<Item>(`/${await submit(quoteBody())}`);
    const job = await json<Item>(`/${await submit(moldovaBody())}`);
    expect(contact.promises).toEqual({ call: { dueAt: plus(contact.receivedAt, 60), keptAt: null } });
    expect(quote.promises).toEqual({
      call: { dueAt: plus(quote.receivedAt, 60), keptAt: null },
      quote: { dueAt: plus(quote.receivedAt, 120), keptAt: null },
    });
    expect(job.promises).toEqual({});
    // A request without a source (an older page, a script) is stored with none.
    expect(contact.source).toEqual({
      path: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
    });
  });

  it('keeps the source the page named, without click ids or unknown keys, in the lead and the list', async () => {
    const id = await submit({
      ...quoteBody(),
      source: {
        path: '/tilbud',
        utmSource: 'facebook',
        utmMedium: 'paid-social',
        utmCampaign: 'tag-2027',
        referrerHost: 'l.facebook.com',
        gclid: 'CjwKCAiA',
        fbclid: 'IwAR3x',
        visitor: 'tracked',
      },
    });
    const source = {
      path: '/tilbud',
      utmSource: 'facebook',
      utmMedium: 'paid-social',
      utmCampaign: 'tag-2027',
      referrerHost: 'l.facebook.com',
    };
    expect((await json<Item>(`/${id}`)).source).toEqual(source);
    expect((await json<{ leads: Item[] }>('')).leads[0]?.source).toEqual(source);
    const [row] = await runner.db.sql<{ source: unknown }[]>`select source from public.form_submissions`;
    expect(row?.source).toEqual(source);
    expect(JSON.stringify(row)).not.toMatch(/gclid|fbclid|CjwKCAiA|IwAR3x|tracked/);
  });
});

describe('what is due', () => {
  it('sorts by the open promise ending first, then the rest newest first, and counts overdue leads once each', async () => {
    const quote = await submit(quoteBody({ name: 'Karen Blixen' })); // call +60, quote +120
    offsetMs += 10 * MINUTE;
    const contact = await submit(contactBody({ name: 'Ole Hansen' })); // call +70
    offsetMs += 10 * MINUTE;
    const job = await submit(moldovaBody());
    offsetMs += 10 * MINUTE;
    const answered = await submit(contactBody({ name: 'Anna Answered' }));
    await setStatus(answered, 'answered');
    const order = async (query: string) =>
      (await json<{ leads: Item[]; overdue: number }>(query)).leads.map((lead) => lead.id);

    expect(await order('')).toEqual([answered, job, contact, quote]);
    expect(await order('?sort=received')).toEqual([answered, job, contact, quote]);
    expect(await order('?sort=due')).toEqual([quote, contact, answered, job]);
    expect((await json<{ overdue: number }>('')).overdue).toBe(0);

    // The quote's call is late; then the contact's call; then the quote's quote too (still one lead).
    offsetMs += 35 * MINUTE;
    expect((await json<{ overdue: number }>('')).overdue).toBe(1);
    offsetMs += 10 * MINUTE;
    expect((await json<{ overdue: number }>('')).overdue).toBe(2);
    offsetMs += 60 * MINUTE;
    expect((await json<{ overdue: number }>('')).overdue).toBe(2);

    // Besvaret ends the quote lead's call; its quote is still open and it still sorts by it.
    await setStatus(quote, 'answered');
    expect(await order('?sort=due')).toEqual([contact, quote, answered, job]);
    expect((await json<{ overdue: number }>('')).overdue).toBe(2);
    await setStatus(contact, 'spam');
    expect(await order('?sort=due')).toEqual([quote, answered, job, contact]);
    expect((await json<{ overdue: number }>('')).overdue).toBe(1);
    expect((await call('?sort=soon')).status).toBe(400);
  });
});

describe('statuses keep promises', () => {
  it('Besvaret ends the call, Tilbud sendt the quote; a later status moves and clears nothing; Spam ends both', async () => {
    const quote = await submit(quoteBody());
    offsetMs += 5 * MINUTE;
    const answered = await setStatus(quote, 'answered');
    const callKept = answered.promises.call?.keptAt;
    expect(Date.parse(callKept ?? '')).toBeGreaterThan(Date.parse(answered.receivedAt));
    expect(answered.promises.quote?.keptAt).toBeNull();
    offsetMs += 5 * MINUTE;
    const sent = await setStatus(quote, 'quote_sent');
    expect(sent.promises.call?.keptAt).toBe(callKept);
    expect(Date.parse(sent.promises.quote?.keptAt ?? '')).toBeGreaterThan(Date.parse(callKept ?? ''));
    offsetMs += 5 * MINUTE;
    const reopened = await setStatus(quote, 'new');
    expect(reopened.promises).toEqual(sent.promises);
    expect((await setStatus(quote, 'won')).promises).toEqual(sent.promises);

    const spam = await setStatus(await submit(quoteBody({ name: 'Spam Spamsen' })), 'spam');
    expect(spam.promises.call?.keptAt).toBeTruthy();
    expect(spam.promises.quote?.keptAt).toBe(spam.promises.call?.keptAt);
    // A note or a read mark ends nothing.
    const contact = await submit(contactBody());
    const noted = await json<Item>(`/${contact}`, {
      method: 'PATCH',
      body: JSON.stringify({ note: 'x', read: true }),
    });
    expect(noted.promises.call?.keptAt).toBeNull();
    const lost = await setStatus(contact, 'lost');
    expect(lost.promises.call?.keptAt).toBeTruthy();
  });
});

describe('exports', () => {
  it('the list CSV and the person export carry each promise and the source', async () => {
    const id = await submit({
      ...quoteBody({ email: 'karen@example.dk' }),
      source: { path: '/tilbud', utmSource: 'google', utmMedium: 'cpc', referrerHost: 'www.google.com' },
    });
    await setStatus(id, 'answered');
    const lead = await json<Item>(`/${id}`);
    const csv = (await call('?sort=due', { headers: { Accept: 'text/csv' } })).text;
    const [header, line] = readCsv(csv, ';');
    expect(header?.slice(-9)).toEqual([
      'Ring senest',
      'Ringet',
      'Tilbud senest',
      'Tilbud givet',
      'Side',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'Kom fra',
    ]);
    const cells = line?.slice(-9);
    expect(cells).toEqual([
      copenhagenIso(lead.promises.call?.dueAt),
      copenhagenIso(lead.promises.call?.keptAt),
      copenhagenIso(lead.promises.quote?.dueAt),
      '',
      '/tilbud',
      'google',
      'cpc',
      '',
      'www.google.com',
    ]);
    expect(cells?.[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    // To the second, as the owner reads it.
    const due = Date.parse(lead.promises.call?.dueAt ?? '');
    expect(Date.parse(cells?.[0] ?? '')).toBe(due - (due % 1000));

    const exported = await json<{ leads: Item[] }>('/export?email=karen%40example.dk');
    expect(exported.leads[0]).toMatchObject({ promises: lead.promises, source: lead.source });
    const personCsv = (await call('/export?email=karen%40example.dk', { headers: { Accept: 'text/csv' } }))
      .text;
    const person = readCsv(personCsv, ';').map((row) => row.slice(-2));
    expect(person).toContainEqual(['Ring senest', copenhagenIso(lead.promises.call?.dueAt)]);
    expect(person.map(([field]) => field)).toContain('Ringet');
    expect(person).toContainEqual(['Side', '/tilbud']);
    expect(person).toContainEqual(['Kom fra', 'www.google.com']);
  });

  it('writes times in Copenhagen with their offset, summer and winter', () => {
    expect(copenhagenIso('2026-07-01T10:00:00.000Z')).toBe('2026-07-01T12:00:00+02:00');
    expect(copenhagenIso('2026-12-24T23:30:00.000Z')).toBe('2026-12-25T00:30:00+01:00');
    expect(copenhagenIso(null)).toBe('');
  });
});

describe('the last twelve weeks', () => {
  it('counts leads per Copenhagen week by form, the promises kept, the median time to a call and the sources, without spam', async () => {
    offsetMs = Date.parse('2026-05-13T10:00:00Z') - Date.now();
    let serial = 0;
    const lead = (form: string, createdAt: string, promise: Record<string, string | null> = {}) => {
      serial++;
      const row = {
        idempotency_key: `stats-${serial}`,
        request_hash: 'h',
        form_type: form,
        fields: runner.db.sql.json({ name: `Lead ${serial}` }),
        status: 'sent',
        next_attempt_at: createdAt,
        created_at: createdAt,
        work_status: promise.work_status ?? 'new',
        call_due_at: promise.call_due_at ?? null,
        call_kept_at: promise.call_kept_at ?? null,
        quote_due_at: promise.quote_due_at ?? null,
        quote_kept_at: promise.quote_kept_at ?? null,
        source: promise.source ? runner.db.sql.json(JSON.parse(promise.source)) : null,
      };
      return runner.db.sql`insert into public.form_submissions ${runner.db.sql(row)}`;
    };
    const facebook = JSON.stringify({ utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'tag' });
    // Monday 08:00 in Copenhagen; called an hour later.
    await lead('contact', '2026-05-11T06:00:00Z', {
      call_due_at: '2026-05-12T06:00:00Z',
      call_kept_at: '2026-05-11T07:00:00Z',
      source: facebook,
    });
    // Sunday 22:30 UTC is Monday 00:30 in Copenhagen: this week. Called after 3 hours; its quote is late.
    await lead('quote', '2026-05-10T22:30:00Z', {
      call_due_at: '2026-05-11T22:30:00Z',
      call_kept_at: '2026-05-11T01:30:00Z',
      quote_due_at: '2026-05-12T22:30:00Z',
      source: JSON.stringify({ referrerHost: 'www.google.com' }),
    });
    await lead('moldova', '2026-03-02T10:00:00Z');
    await lead('contact', '2026-05-12T10:00:00Z', {
      work_status: 'spam',
      call_due_at: '2026-05-13T09:00:00Z',
      source: facebook,
    });
    await lead('contact', '2026-01-01T10:00:00Z', { call_due_at: '2026-01-02T10:00:00Z' });
    // Due tomorrow, called after 30 minutes.
    await lead('contact', '2026-05-12T12:00:00Z', {
      call_due_at: '2026-05-13T12:00:00Z',
      call_kept_at: '2026-05-12T12:30:00Z',
      source: facebook,
    });
    // Called two days late.
    await lead('contact', '2026-04-01T10:00:00Z', {
      call_due_at: '2026-04-02T10:00:00Z',
      call_kept_at: '2026-04-03T10:00:00Z',
    });

    const stats = await json<{
      weeks: { weekStart: string; contact: number; quote: number; moldova: number }[];
      promises: unknown;
      medianMinutesToCall: number | null;
      sources: unknown;
    }>('/stats');
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks[0]?.weekStart).toBe('2026-02-23');
    expect(stats.weeks[11]).toEqual({ weekStart: '2026-05-11', contact: 2, quote: 1, moldova: 0 });
    expect(stats.weeks.find((week) => week.weekStart === '2026-03-02')).toMatchObject({ moldova: 1 });
    expect(stats.weeks.find((week) => week.weekStart === '2026-03-30')).toMatchObject({ contact: 1 });
    expect(stats.weeks.reduce((sum, w) => sum + w.contact + w.quote + w.moldova, 0)).toBe(5);
    expect(stats.weeks.every((week) => new Date(`${week.weekStart}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(stats.promises).toEqual({ due: 4, kept: 3, keptInTime: 2 });
    expect(stats.medianMinutesToCall).toBe(120);
    expect(stats.sources).toEqual([
      { source: 'direkte', medium: null, campaign: null, leads: 2 },
      { source: 'facebook', medium: 'paid-social', campaign: 'tag', leads: 2 },
      { source: 'www.google.com', medium: null, campaign: null, leads: 1 },
    ]);

    await emptyTables(runner.db.sql, ['public.form_submissions']);
    const empty = await json<{ promises: unknown; medianMinutesToCall: unknown; sources: unknown }>('/stats');
    expect(empty).toMatchObject({
      promises: { due: 0, kept: 0, keptInTime: 0 },
      medianMinutesToCall: null,
      sources: [],
    });
  });
});
