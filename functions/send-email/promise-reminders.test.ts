// The reminders of promises about to end (issue 51, point 3) on a test database, with a clock the
// test moves: which promise gets one and when, once only, within the notifications' share of the budget.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EmailMessage, EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { HASH_SECRET } from '../test-support/fixtures.ts';
import { handlerConfig, promiseConfig } from '../test-support/send-email-parts.ts';
import { storeSubmission } from '../test-support/stored-leads.ts';
import { createConfirmationLimit } from './confirmation-limit.ts';
import { createDelivery } from './delivery.ts';
import { createEmailBudget } from './email-budget.ts';
import { createPromiseReminders } from './promise-reminders.ts';
import { createPromiseStore } from './promise-store.ts';
import { dueTimes } from './promises.ts';
import { createProviderFaults } from './provider-fault.ts';
import { danishDuration } from './reminder-email.ts';
import { createSubmissionStore } from './submissions.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const config = handlerConfig();

let db: Awaited<ReturnType<typeof testDatabase>>;
let now: number;
let sent: EmailMessage[];
let behaviour: (message: EmailMessage) => void;
const clock = { now: () => now };
const transport: EmailTransport = {
  async send(message) {
    behaviour(message);
    sent.push(message);
    return { id: `msg-${sent.length}` };
  },
};

beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await emptyTables(db.sql);
  now = Date.parse('2026-05-04T08:00:00Z');
  sent = [];
  behaviour = () => {};
});

/** A day's budget of `limit` e-mails: 100 leaves the notifications 40, 5 leaves them 2. */
const reminders = (limit = 100) =>
  createPromiseReminders({
    config,
    transport,
    clock,
    budget: createEmailBudget(db.sql, limit),
    promises: createPromiseStore(db.sql),
  });

let serial = 0;
/** A lead stored now, its promises from the default variables (a call in 24 h, a quote in 48). */
async function lead(formType: 'contact' | 'quote', fields: Record<string, unknown> = {}) {
  serial++;
  const submission = await storeSubmission(db.sql, now, {
    formType,
    fields: {
      name: `Kunde ${serial}`,
      email: `kunde${serial}@example.dk`,
      phone: '22 33 44 55',
      ...(formType === 'contact' ? { message: 'Ring venligst.' } : { description: 'Nyt tag.' }),
      ...fields,
    },
    due: dueTimes(formType, new Date(now), promiseConfig),
  });
  return submission.id;
}

const remindedAt = async (id: string) =>
  (
    await db.sql<{ call: Date | null; quote: Date | null }[]>`
      select call_reminded_at as call, quote_reminded_at as quote from public.form_submissions where id = ${id}`
  )[0];

describe('which promise is reminded, and when', () => {
  it('reminds of a call PROMISE_REMINDER_MINUTES before it ends, once, naming the lead and linking to it', async () => {
    const id = await lead('contact', {
      name: '<b>Ole</b> Hansen',
      phone: '+45 22 33 44 55',
      message: '\n  Første linje <script>alert(1)</script>\nAnden linje',
    });
    now += 20 * HOUR - MINUTE;
    expect(await reminders()()).toEqual({ reminded: 0 });
    now += MINUTE;
    expect(await reminders()()).toEqual({ reminded: 1 });
    expect(await reminders()()).toEqual({ reminded: 0 });
    expect(sent).toHaveLength(1);
    const [reminder] = sent as [EmailMessage];
    expect(reminder).toMatchObject({
      to: 'kontakt@nordkystbyg.dk',
      from: config.emailFrom,
      idempotencyKey: `promise-reminder-call-${id}`,
      subject: 'Ring til <b>Ole</b> Hansen: 4 timer tilbage af løftet om at ringe',
    });
    expect(reminder.text).toContain('Telefon: +45 22 33 44 55');
    expect(reminder.text).toContain('Formular: Kontaktformularen');
    expect(reminder.text).toContain('Besked: Første linje <script>alert(1)</script>\n');
    expect(reminder.text).not.toContain('Anden linje');
    expect(reminder.text).toContain('Der er 4 timer tilbage.');
    expect(reminder.text).toContain(`https://nordkyst.sanity.studio/henvendelser/${id}`);
    // One tap: the lead in the Studio, its phone dialled in E.164 form, an answer naming its reference.
    expect(reminder.html).toContain(`href="https://nordkyst.sanity.studio/henvendelser/${id}"`);
    expect(reminder.html).toContain('<a href="tel:+4522334455"');
    // The tap that keeps this promise, signed for this lead (the site's confirmation page takes it).
    expect(reminder.text).toMatch(
      new RegExp(
        `^Jeg har ringet: https://nordkystbyg\\.dk/handling/#${id}\\.called\\.\\d+\\.[0-9a-f]{64}$`,
        'm',
      ),
    );
    expect(reminder.text).not.toContain('Tilbud sendt:');
    expect(reminder.html).toMatch(/>Ring til &lt;b&gt;Ole&lt;\/b&gt; Hansen<\/a>/);
    expect(reminder.html).toContain(
      `?subject=Vedr.%20din%20henvendelse%20${id.replace(/-/g, '').slice(0, 8).toUpperCase()}"`,
    );
    expect(reminder.html).toContain('&lt;b&gt;Ole&lt;/b&gt; Hansen');
    expect(reminder.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(reminder.html).not.toMatch(/<script|<b>Ole/);
    expect((await remindedAt(id))?.call).toEqual(new Date(now));
  });

  it('reminds of a quote request’s call and its quote, each once with its own key', async () => {
    const id = await lead('quote');
    now += 44 * HOUR;
    await reminders()();
    expect(sent.map((m) => m.idempotencyKey)).toEqual([
      `promise-reminder-call-${id}`,
      `promise-reminder-quote-${id}`,
    ]);
    // The call is 20 hours late by now; the quote has its 4 hours left.
    expect(sent[0]?.subject).toBe(`Ring til Kunde ${serial}: løftet om at ringe er 20 timer over tid`);
    expect(sent[0]?.text).toContain('Fristen er overskredet med 20 timer.');
    expect(sent[1]?.subject).toBe(`Tilbud til Kunde ${serial}: 4 timer tilbage af løftet om et tilbud`);
    expect(sent[1]?.text).toContain('Formular: Tilbudsformularen');
    now += 10 * HOUR;
    await reminders()();
    expect(sent).toHaveLength(2);
  });

  it('reminds of none that a status kept, marked spam or whose lead was erased', async () => {
    const kept = await lead('contact');
    const spam = await lead('quote');
    const erased = await lead('contact');
    const open = await lead('contact');
    await db.sql`update public.form_submissions set call_kept_at = ${new Date(now)}, work_status = 'answered' where id = ${kept}`;
    await db.sql`update public.form_submissions set work_status = 'spam' where id = ${spam}`;
    await db.sql`delete from public.form_submissions where id = ${erased}`;
    now += 30 * HOUR;
    await reminders()();
    expect(sent.map((m) => m.idempotencyKey)).toEqual([`promise-reminder-call-${open}`]);
  });

  it('waits, unclaimed, while the notifications’ share of the day is spent, and sends the rest the next day', async () => {
    const ids = [await lead('contact'), await lead('contact'), await lead('contact')];
    now += 21 * HOUR;
    expect(await reminders(5)()).toEqual({ reminded: 2 });
    const claims = await Promise.all(ids.map(async (id) => (await remindedAt(id))?.call ?? null));
    expect(claims.filter((claim) => claim === null)).toHaveLength(1);
    now += 20 * HOUR; // 01:00 UTC the next day: a new budget
    expect(await reminders(5)()).toEqual({ reminded: 1 });
    expect(new Set(sent.map((m) => m.idempotencyKey)).size).toBe(3);
  });

  it('gives the claim and the budget back when the provider answered with an error status, and only then', async () => {
    const id = await lead('contact');
    now += 21 * HOUR;
    behaviour = () => {
      throw new EmailProviderError('Resend answered 500', { status: 500 });
    };
    expect(await reminders()()).toEqual({ reminded: 0 });
    expect((await remindedAt(id))?.call).toBeNull();
    const [budget] = await db.sql<{ sent: number }[]>`select sent from public.email_budget`;
    expect(budget?.sent).toBe(0);
    behaviour = () => {};
    now += MINUTE;
    expect(await reminders()()).toEqual({ reminded: 1 });
    expect(sent[0]?.idempotencyKey).toBe(`promise-reminder-call-${id}`);

    // No answer (a timeout): it may have gone out, so it is never sent again.
    const other = await lead('contact');
    now += 21 * HOUR;
    behaviour = () => {
      throw new EmailProviderError('timed out');
    };
    await reminders()();
    behaviour = () => {};
    now += MINUTE;
    expect(await reminders()()).toEqual({ reminded: 0 });
    expect((await remindedAt(other))?.call).not.toBeNull();
  });

  it('sends one reminder per promise when two runs overlap', async () => {
    for (let i = 0; i < 6; i++) await lead(i % 2 ? 'quote' : 'contact');
    now += 45 * HOUR;
    const runs = await Promise.all([reminders()(), reminders()(), reminders()()]);
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(9);
    expect(sent).toHaveLength(9);
    expect(new Set(sent.map((m) => m.idempotencyKey)).size).toBe(9);
    // The losers gave back what they took: the budget counts the nine sent.
    const [budget] = await db.sql<{ sent: number }[]>`select sent from public.email_budget`;
    expect(budget?.sent).toBe(9);
  });

  it('runs in the scheduled run, after the leads’ own delivery', async () => {
    const id = await lead('contact');
    now += 20 * HOUR;
    const delivery = createDelivery({
      config: {
        ...config,
        companyName: 'Nordkyst Byg ApS',
        companyPhone: '12 34 56 78',
        companyAddress: 'Strandvejen 24, 3250 Gilleleje',
        altchaHmacKey: HASH_SECRET,
        emailMaxBytes: 20_000_000,
        publicUrl: undefined,
        emailDigestMs: 15 * MINUTE,
        fileLinkMs: 14 * 24 * HOUR,
      },
      transport,
      store: createSubmissionStore(db.sql),
      clock,
      confirmations: createConfirmationLimit(db.sql, 3, HASH_SECRET),
      budget: createEmailBudget(db.sql, 100),
      providerFaults: createProviderFaults(db.sql),
      promises: createPromiseStore(db.sql),
    });
    await delivery.runDue(MINUTE);
    expect(sent.map((m) => m.idempotencyKey)).toEqual([
      `contact-notification-${id}`,
      `contact-confirmation-${id}`,
      `promise-reminder-call-${id}`,
    ]);
  });
});

describe('danishDuration', () => {
  it.each([
    [30_000, '1 minut'],
    [45 * MINUTE, '45 minutter'],
    [HOUR, '1 time'],
    [3 * HOUR + 59 * MINUTE, '3 timer og 59 minutter'],
    [47 * HOUR + MINUTE, '47 timer og 1 minut'],
    [49 * HOUR, '2 dage og 1 time'],
    [-72 * HOUR, '3 dage'],
  ])('%d ms reads "%s"', (ms, text) => {
    expect(danishDuration(ms)).toBe(text);
  });
});
