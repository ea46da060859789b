// Scheduled delivery on a test database: one submission claimed at a time, its attempt counted
// when claimed, only its own files loaded, a time budget, and retention whatever delivery does.
import type { Attachment } from '@nordkyst/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EmailMessage, EmailProviderError, type EmailTransport, isFetched } from '../_shared/email.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { base64Bytes, HASH_SECRET, PDF_MINIMAL, PNG_1X1 } from '../test-support/fixtures.ts';
import { handlerConfig } from '../test-support/send-email-parts.ts';
import { quoteFields, storeSubmission } from '../test-support/stored-leads.ts';
import { GIVEN_UP } from './attempt-outcomes.ts';
import { createConfirmationLimit } from './confirmation-limit.ts';
import { createDelivery } from './delivery.ts';
import { createEmailBudget } from './email-budget.ts';
import { createPromiseStore } from './promise-store.ts';
import { createProviderFaults, PROVIDER_REFUSED } from './provider-fault.ts';
import { RETRY_RULES } from './retry-rules.ts';
import { RETENTION_MS } from './run-records.ts';
import { createSubmissionStore, type SubmissionStore } from './submissions.ts';

const config = handlerConfig();
const MINUTE = 60_000;

let db: Awaited<ReturnType<typeof testDatabase>>;
let store: SubmissionStore;
let now: number;
let sent: EmailMessage[];
/** Decides each send: resolve to deliver, throw to fail. */
let behaviour: (message: EmailMessage) => void;

const clock = { now: () => now };
/** A file's content as base64, its bytes loaded first when it is a loader (as a transport does). */
async function base64(content: EmailMessage['attachments'][number]['content']): Promise<string> {
  if (typeof content === 'string') return content;
  if (isFetched(content)) throw new Error('these tests attach no file from storage');
  if (typeof content !== 'function') return Buffer.from(content).toString('base64');
  const chunks: Uint8Array[] = [];
  for await (const chunk of content()) chunks.push(chunk);
  return Buffer.concat(chunks).toString('base64');
}
const transport: EmailTransport = {
  async send(message) {
    behaviour(message);
    const attachments = await Promise.all(
      message.attachments.map(async (file) => ({ ...file, content: await base64(file.content) })),
    );
    sent.push({ ...message, attachments });
    return { id: `msg-${sent.length}` };
  },
};

beforeAll(async () => {
  db = await testDatabase();
  store = createSubmissionStore(db.sql);
});
afterAll(() => db.close());

beforeEach(async () => {
  await emptyTables(db.sql);
  now = Date.parse('2026-05-01T10:00:00Z');
  sent = [];
  behaviour = () => {};
});

/** A stored contact message (or quote with `attachments`) whose first attempt failed and is now due. */
async function storeDue(name: string, attachments: Attachment[] = []) {
  const submission = await storeSubmission(
    db.sql,
    now,
    attachments.length
      ? { formType: 'quote', fields: quoteFields(name, `${name}@example.dk`), attachments }
      : { fields: { name, email: `${name}@example.dk`, phone: '12345678', message: 'Ring venligst.' } },
  );
  now += 1000;
  return submission;
}

const delivery = () =>
  createDelivery({
    config,
    transport,
    store,
    clock,
    confirmations: createConfirmationLimit(db.sql, 3, HASH_SECRET),
    budget: createEmailBudget(db.sql, 100),
    providerFaults: createProviderFaults(db.sql),
    promises: createPromiseStore(db.sql),
  });
const rows = () =>
  db.sql<{ name: string; status: string; attempts: number }[]>`
    select fields ->> 'name' as name, status, attempts from public.form_submissions order by created_at`;

describe('scheduled delivery', () => {
  it('leaves out of a digest a waiting lead another run has leased to send on its own', async () => {
    const ole = await storeDue('ole');
    const nextDay = new Date(Date.parse('2026-05-02T00:00:00Z'));
    await store.defer(ole.id, nextDay, 'the notifications of today are spent', new Date(now));
    // The new day: one run leases Ole to send him on his own; another run starts meanwhile.
    now = nextDay.getTime() + 1000;
    const claimed = await store.claimNext(
      new Date(now),
      new Date(now + RETRY_RULES.leaseMs),
      RETRY_RULES.maxAttempts,
    );
    expect(claimed?.id).toBe(ole.id);
    await delivery().runDue(600_000);
    expect(sent.map((message) => message.subject)).toEqual([]);
  });

  it('counts an attempt when it claims a submission, so a run that dies still used one', async () => {
    await storeDue('ole');
    const lease = (at: number) => new Date(at + RETRY_RULES.leaseMs);
    const claimed = await store.claimNext(new Date(now), lease(now), RETRY_RULES.maxAttempts);
    expect(claimed?.attempts).toBe(2);
    // Leased: no other run takes it meanwhile.
    expect(await store.claimNext(new Date(now), lease(now), RETRY_RULES.maxAttempts)).toBeUndefined();
    // The run died; the lease runs out and every later claim counts again, up to the limit.
    for (let attempt = 3; attempt <= RETRY_RULES.maxAttempts; attempt++) {
      now += RETRY_RULES.leaseMs;
      expect((await store.claimNext(new Date(now), lease(now), RETRY_RULES.maxAttempts))?.attempts).toBe(
        attempt,
      );
    }
    now += RETRY_RULES.leaseMs;
    expect(await store.claimNext(new Date(now), lease(now), RETRY_RULES.maxAttempts)).toBeUndefined();
    expect(await rows()).toEqual([{ name: 'ole', status: 'failed', attempts: RETRY_RULES.maxAttempts }]);
  });

  it('delivers the others in the same run when the oldest one always fails', async () => {
    await storeDue('poison');
    for (const name of ['a', 'b', 'c', 'd']) await storeDue(name);
    behaviour = (message) => {
      if (message.replyTo === 'poison@example.dk') throw new TypeError('cannot render this one');
    };
    const run = await delivery().runDue(MINUTE);
    expect(run).toEqual({ attempted: 5, delivered: 4, failed: 1, deleted: 0 });
    expect(await rows()).toEqual([
      { name: 'poison', status: 'pending', attempts: 2 },
      ...['a', 'b', 'c', 'd'].map((name) => ({ name, status: 'sent', attempts: 2 })),
    ]);
    const [poison] =
      await db.sql`select last_error from public.form_submissions where fields ->> 'name' = 'poison'`;
    expect(poison?.last_error).toBe('unexpected: cannot render this one');
  });

  it('loads only the claimed submission’s files, sends them as stored, and deletes them once delivered', async () => {
    const files = (tag: string): Attachment[] => [
      { filename: `${tag}.png`, content: PNG_1X1, type: 'image/png', size: base64Bytes(PNG_1X1) },
      {
        filename: `${tag}.pdf`,
        content: PDF_MINIMAL,
        type: 'application/pdf',
        size: base64Bytes(PDF_MINIMAL),
      },
    ];
    await storeDue('first', files('first'));
    await storeDue('second', files('second'));
    const first = await store.claimNext(new Date(now), new Date(now + MINUTE), RETRY_RULES.maxAttempts);
    expect(first).not.toHaveProperty('attachments');
    expect(first?.files).toEqual(files('first').map(({ content: _, ...info }) => info));
    const loaded = await store.attachmentsOf(first?.id ?? '');
    expect(
      await Promise.all(loaded.map(async (file) => ({ ...file, content: await base64(file.content) }))),
    ).toEqual(files('first').map((file, position) => ({ ...file, position })));

    await delivery().runDue(MINUTE);
    const notifications = sent.filter((message) => message.to === config.companyEmail);
    expect(notifications.map((m) => m.attachments.map((a) => [a.filename, a.content]))).toEqual([
      [
        ['second.png', PNG_1X1],
        ['second.pdf', PDF_MINIMAL],
      ],
    ]);
    const kept = await db.sql`select s.fields ->> 'name' as name from public.submission_attachments a
      join public.form_submissions s on s.id = a.submission_id group by 1`;
    expect(kept.map((row) => row.name)).toEqual(['first']);
  });

  it('takes no new submission once its time budget is spent', async () => {
    for (const name of ['a', 'b', 'c']) await storeDue(name);
    behaviour = () => {
      now += RETRY_RULES.runBudgetMs / 2;
    };
    // Two e-mails each: the first submission spends the budget; the others wait for the next run.
    expect(await delivery().runDue(MINUTE)).toMatchObject({ attempted: 1, delivered: 1 });
    expect((await rows()).map((row) => row.status)).toEqual(['sent', 'pending', 'pending']);
  });

  it('applies the retention period and records the run even when every delivery fails', async () => {
    await storeDue('old');
    await delivery().runDue(MINUTE);
    now += RETENTION_MS;
    await storeDue('new');
    behaviour = () => {
      throw new EmailProviderError('Resend answered 500', { status: 500 });
    };
    expect(await delivery().runDue(MINUTE)).toEqual({ attempted: 1, delivered: 0, failed: 1, deleted: 1 });
    expect(await rows()).toEqual([{ name: 'new', status: 'pending', attempts: 2 }]);
    const health = await store.health(new Date(now), 30 * MINUTE);
    expect(health).toEqual({ failed: 0, overdue: 0, pending: 1, lastRunAt: new Date(now) });
  });

  it('gives up at once, without retrying, when the provider refuses a message for good (4xx but 429)', async () => {
    await storeDue('refused');
    await storeDue('slowed');
    await storeDue('stranger');
    behaviour = (message) => {
      if (message.replyTo === 'refused@example.dk')
        throw new EmailProviderError('Resend answered 422: Invalid `to` field', { status: 422 });
      if (message.replyTo === 'slowed@example.dk')
        throw new EmailProviderError('Resend answered 429: Too many requests', {
          status: 429,
          retryAfterSeconds: 60,
        });
      if (message.to === 'stranger@example.dk')
        throw new EmailProviderError('Resend answered 422: Invalid `to` field', { status: 422 });
    };
    expect(await delivery().runDue(MINUTE)).toMatchObject({ attempted: 3, delivered: 1, failed: 2 });
    const state = await db.sql`select fields ->> 'name' as name, status, attempts, last_error,
        notification_id is not null as notified, confirmation_id
      from public.form_submissions order by created_at`;
    expect(state).toEqual([
      {
        name: 'refused',
        status: 'failed',
        attempts: 2,
        last_error: `${GIVEN_UP}: Resend answered 422: Invalid \`to\` field`,
        notified: false,
        confirmation_id: null,
      },
      {
        name: 'slowed',
        status: 'pending',
        attempts: 2,
        last_error: 'Resend answered 429: Too many requests',
        notified: false,
        confirmation_id: null,
      },
      {
        name: 'stranger',
        status: 'sent',
        attempts: 2,
        last_error: `${GIVEN_UP} the confirmation: Resend answered 422: Invalid \`to\` field`,
        notified: true,
        confirmation_id: null,
      },
    ]);
    // Nothing more is tried for either, however long the runs go on; the 429 is tried again.
    const calls = sent.length;
    behaviour = () => {};
    now += RETRY_RULES.maxDelayMs;
    expect(await delivery().runDue(MINUTE)).toMatchObject({ attempted: 1, delivered: 1 });
    expect(sent.length).toBe(calls + 2);
    expect((await store.health(new Date(now), 30 * MINUTE)).failed).toBe(1);
  });

  it('leaves a lead delivered when an attempt that outlived its lease meets Resend’s 409 afterwards', async () => {
    const conflicts = [
      new EmailProviderError('Resend answered 409: same key, another request in progress', {
        status: 409,
        code: 'concurrent_idempotent_requests',
        transient: true,
      }),
      new EmailProviderError('Resend answered 409: same key, other payload', {
        status: 409,
        code: 'invalid_idempotent_request',
      }),
    ];
    for (const conflict of conflicts) {
      await emptyTables(db.sql);
      const lead = await storeDue('ole');
      // Its last attempt: a transient failure too would give it up.
      await db.sql`update public.form_submissions set attempts = ${RETRY_RULES.maxAttempts - 1}`;
      const lease = (at: number) => new Date(at + RETRY_RULES.leaseMs);
      const slow = await store.claimNext(new Date(now), lease(now), RETRY_RULES.maxAttempts);
      if (!slow) throw new Error('not claimed');
      // The slow attempt hangs past its lease; the next run takes the lead once more and delivers it.
      now += RETRY_RULES.leaseMs + 1000;
      await db.sql`update public.form_submissions set attempts = ${RETRY_RULES.maxAttempts - 1}`;
      expect(await delivery().runDue(MINUTE)).toMatchObject({ attempted: 1, delivered: 1 });
      const delivered = await db.sql`select status, last_error, sent_at, next_attempt_at
        from public.form_submissions where id = ${lead.id}`;
      expect(delivered[0]?.status).toBe('sent');
      // Then the slow attempt's request comes back: Resend refuses the key it shares with the delivery.
      behaviour = () => {
        throw conflict;
      };
      expect(await delivery().deliver(slow)).toMatchObject({ delivered: false });
      expect(
        await db.sql`select status, last_error, sent_at, next_attempt_at
          from public.form_submissions where id = ${lead.id}`,
        conflict.code,
      ).toEqual(delivered);
      behaviour = () => {};
    }
  });

  it('forgets the abuse rules’ hashes once no rule reads them: the text’s after a day, the client’s with its files', async () => {
    await storeDue('ole', [
      { filename: 'a.png', content: PNG_1X1, type: 'image/png', size: base64Bytes(PNG_1X1) },
    ]);
    await storeDue('karen');
    await db.sql`update public.form_submissions set text_hash = 'text', client_hash = 'client'`;
    await delivery().runDue(MINUTE);
    // Ole's file was attached and is deleted: nothing of his is stored for the client's share.
    const hashes = () =>
      db.sql`select fields ->> 'name' as name, text_hash, client_hash from public.form_submissions
        order by created_at`;
    expect(await hashes()).toEqual([
      { name: 'ole', text_hash: 'text', client_hash: null },
      { name: 'karen', text_hash: 'text', client_hash: null },
    ]);
    now += 24 * 60 * MINUTE + 1000;
    await delivery().runDue(MINUTE);
    expect((await hashes()).map((row) => row.text_hash)).toEqual([null, null]);
  });
});

describe('an upload grant’s client', () => {
  /** A grant given to client `c`, claimed by `lead` (or not), holding a photo row (or none). */
  async function grant(tag: string, lead: string | null, photo: boolean) {
    const [row] = await db.sql<{ id: string }[]>`insert into public.upload_grants
        (challenge_signature, idempotency_key, client_hash, created_at, expires_at, submission_id)
      values (${`sig-${tag}`}, ${`key-${tag}`}, 'c', ${new Date(now)}, ${new Date(now + 2 * 60 * MINUTE)}, ${lead})
      returning id`;
    if (!row) throw new Error('no grant');
    if (photo)
      await db.sql`insert into public.upload_files (grant_id, position, path, filename, type, size)
        values (${row.id}, 0, ${`${row.id}/0-${tag}.jpg`}, ${`${tag}.jpg`}, 'image/jpeg', 1000)`;
    return row.id;
  }
  const hashes = async () =>
    Object.fromEntries(
      (
        await db.sql<{ tag: string; client_hash: string | null }[]>`
          select substr(challenge_signature, 5) as tag, client_hash from public.upload_grants`
      ).map((row) => [row.tag, row.client_hash]),
    );

  it('is forgotten once the grant is claimed and holds no photo: no rule reads it then', async () => {
    const quote = await storeDue('ole');
    const other = await storeDue('karen');
    await grant('open', null, true);
    const holding = await grant('holding', quote.id, true);
    await grant('emptied', other.id, false);
    await delivery().runDue(MINUTE);
    // The open grant counts among the client's open grants, the claimed one's photo in its share.
    expect(await hashes()).toEqual({ open: 'c', holding: 'c', emptied: null });
    // Its photo's files expired (or the lead was erased): nothing of the client's is left there.
    await db.sql`delete from public.upload_files where grant_id = ${holding}`;
    await delivery().runDue(MINUTE);
    expect(await hashes()).toEqual({ open: 'c', holding: null, emptied: null });
  });
});

describe('the provider refusing the site’s key or domain', () => {
  const revoked = () => {
    throw new EmailProviderError('Resend answered 401: API key is invalid', {
      status: 401,
      code: 'validation_error',
    });
  };
  const photo: Attachment = {
    filename: 'tag.png',
    content: PNG_1X1,
    type: 'image/png',
    size: base64Bytes(PNG_1X1),
  };
  const state = async () =>
    (
      await db.sql<
        {
          status: string;
          attempts: number;
          next_attempt_at: Date;
          files_expire_at: Date | null;
          last_error: string | null;
          files: number;
        }[]
      >`select status, attempts, next_attempt_at, files_expire_at, last_error,
          (select count(*)::int from public.submission_attachments a where a.submission_id = s.id) as files
        from public.form_submissions s order by created_at`
    )[0];

  it('keeps the lead pending with its files, its attempts unspent, tried again 30 s doubling to the hour, until the key works', async () => {
    const ole = await storeDue('ole', [photo]);
    behaviour = revoked;
    const gaps: number[] = [];
    const firstRefusal = now;
    // A day of scheduled runs, each when the lead is due: far past the 12 attempts' six hours.
    while (now - firstRefusal < 24 * 60 * MINUTE) {
      expect(await delivery().runDue(MINUTE)).toMatchObject({ attempted: 1, delivered: 0 });
      const next = (await state())?.next_attempt_at.getTime() ?? 0;
      gaps.push(next - now);
      now = next;
    }
    expect(gaps.slice(0, 5)).toEqual([0.5, 0.5, 1, 2, 4].map((minutes) => minutes * MINUTE));
    expect(gaps.every((gap, i) => gap >= (gaps[i - 1] ?? 0) && gap <= RETRY_RULES.maxDelayMs)).toBe(true);
    expect(gaps.at(-1)).toBe(RETRY_RULES.maxDelayMs);
    expect(gaps.length).toBeGreaterThan(RETRY_RULES.maxAttempts);
    expect(await state()).toMatchObject({
      status: 'pending',
      attempts: 1,
      files: 1,
      last_error: `${PROVIDER_REFUSED}: Resend answered 401: API key is invalid`,
    });
    expect(sent).toEqual([]);
    // Each refused attempt is in the owner's steps as a failure, none as waiting for the budget.
    const steps = await db.sql`select outcome, count(*)::int as n from public.delivery_attempts group by 1`;
    expect(steps).toEqual([{ outcome: 'failed', n: gaps.length }]);
    expect(await createProviderFaults(db.sql).current()).toEqual({
      firstSeenAt: new Date(firstRefusal),
      lastSeenAt: expect.any(Date),
      detail: 'Resend answered 401: API key is invalid',
      waiting: 1,
    });

    // Its files outlive the link period they had on arrival: the period counts from the last refusal.
    const kept = (await state())?.files_expire_at?.getTime() ?? 0;
    expect(kept).toBeGreaterThanOrEqual(now + config.fileLinkMs - RETRY_RULES.maxDelayMs);
    await store.sweep(new Date((ole.filesExpireAt?.getTime() ?? 0) + MINUTE), MINUTE);
    expect((await state())?.files).toBe(1);

    behaviour = () => {};
    expect(await delivery().runDue(MINUTE)).toMatchObject({ attempted: 1, delivered: 1 });
    const [notification] = sent;
    expect(notification?.attachments.map((file) => [file.filename, file.content])).toEqual([
      ['tag.png', PNG_1X1],
    ]);
    expect(await state()).toMatchObject({ status: 'sent', attempts: 2, files: 0 });
    expect(await createProviderFaults(db.sql).current()).toBeUndefined();
  }, 30_000);

  it('holds a lead whose confirmation is refused for the site’s domain, and sends only that once it works', async () => {
    await storeDue('karen');
    behaviour = (message) => {
      if (message.to !== config.companyEmail)
        throw new EmailProviderError(
          'Resend answered 403: The nordkystbyg.dk domain is not verified. Please, add and verify your domain on https://resend.com/domains',
          { status: 403, code: 'validation_error' },
        );
    };
    await delivery().runDue(MINUTE);
    const [held] = await db.sql`select status, attempts, notification_id, confirmation_id, last_error
      from public.form_submissions`;
    expect(held).toMatchObject({
      status: 'pending',
      attempts: 1,
      notification_id: 'msg-1',
      confirmation_id: null,
    });
    expect(held?.last_error.startsWith(`${PROVIDER_REFUSED}: Resend answered 403`)).toBe(true);
    expect((await createProviderFaults(db.sql).current())?.waiting).toBe(1);

    behaviour = () => {};
    now += RETRY_RULES.firstDelayMs;
    await delivery().runDue(MINUTE);
    expect(sent.map((message) => message.to)).toEqual([config.companyEmail, 'karen@example.dk']);
    const [done] = await db.sql`select status, confirmation_id, last_error from public.form_submissions`;
    expect(done).toEqual({ status: 'sent', confirmation_id: 'msg-2', last_error: null });
  });

  it('makes the leads it held due at once when the provider takes an e-mail again', async () => {
    await storeDue('a');
    await storeDue('b');
    behaviour = revoked;
    // Refused for long enough that both wait the hour.
    for (let run = 0; run < 12; run++) {
      await delivery().runDue(MINUTE);
      now += RETRY_RULES.maxDelayMs;
    }
    await delivery().runDue(MINUTE);
    expect((await rows()).map((row) => row.status)).toEqual(['pending', 'pending']);

    // The key is fixed; a new lead goes out at once, and the held ones in the very next run.
    behaviour = () => {};
    const fresh = await storeDue('c');
    expect(await delivery().deliver(fresh)).toMatchObject({ delivered: true });
    expect(await createProviderFaults(db.sql).current()).toBeUndefined();
    expect(await delivery().runDue(MINUTE)).toMatchObject({ attempted: 2, delivered: 2 });
    expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  }, 30_000);
});
