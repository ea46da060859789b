// The `leads` API through the local runner as the stack runs it: leads sent through send-email (Resend's
// transport to a stand-in that can fail), the caller checked against a stand-in of Sanity's /users/me.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_RULES } from '../send-email/retry-rules.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { readCsv, startsFormula } from '../test-support/csv-reading.ts';
import { emptyTables, writtenTables } from '../test-support/database.ts';
import { contactBody, moldovaBody, PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';
import { sanityTokens, startSanityUsersStandIn } from '../test-support/sanity-users.ts';

const ALTCHA_HMAC_KEY = 'leads-test-secret-0123456789abcdefghij';
const STUDIO = 'https://studio.example';
let runner: Awaited<ReturnType<typeof startTestRunner>>;
let db: Awaited<ReturnType<typeof startTestRunner>>['db'];
let server: Awaited<ReturnType<typeof startTestRunner>>['server'];
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let sanity: Awaited<ReturnType<typeof startSanityUsersStandIn>>;
let offsetMs = 0;
const clock = { now: () => Date.now() + offsetMs };

/** Every line the runner logged during this file: leads and tokens must never be in it. */
const logged: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  [resend, sanity] = await Promise.all([startResendStandIn(), startSanityUsersStandIn()]);
  runner = await startTestRunner(ALTCHA_HMAC_KEY, {
    clock,
    env: {
      ...resend.env,
      SANITY_API_HOST: sanity.apiHost,
      STUDIO_ORIGINS: STUDIO,
    },
  });
  ({ db, server } = runner);
});

afterAll(async () => {
  await runner?.close();
  await Promise.all([resend?.close(), sanity?.close()]);
});

beforeEach(async () => {
  resend.setMode('ok');
  offsetMs = 0;
  await emptyTables(db.sql, [...writtenTables, 'public.lead_audit']);
});

async function submit(body: { formData: Record<string, unknown> }): Promise<string> {
  body.formData.altcha = await solvedChallenge(ALTCHA_HMAC_KEY, clock);
  const response = await fetch(`${server.url}/functions/v1/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { submissionId: string };
  return answer.submissionId;
}

const leadsUrl = () => `${server.url}/functions/v1/leads`;

function call(path: string, init: RequestInit & { token?: string | null } = {}) {
  const { token = sanityTokens.owner, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${leadsUrl()}${path}`, { ...rest, headers });
}

async function json<T = Record<string, unknown>>(path: string, init: Parameters<typeof call>[1] = {}) {
  const response = await call(path, init);
  return { status: response.status, body: (await response.json()) as T };
}

/** Runs scheduled retries with the clock moved past each backoff until the submission is given up on. */
async function giveUp(id: string) {
  for (let i = 0; i < RETRY_RULES.maxAttempts + 1; i++) {
    offsetMs += RETRY_RULES.maxDelayMs + 1000;
    await server.runScheduler();
    const [row] = await db.sql<
      { status: string }[]
    >`select status from public.form_submissions where id = ${id}`;
    if (row?.status === 'failed') return;
  }
  throw new Error('not given up');
}

describe('who may call', () => {
  it('answers 401 without a token or with a made-up or expired one, 403 to a user without the role, and shows no lead', async () => {
    await submit(contactBody());
    for (const token of [null, 'sk-made-up-0123456789abcdefghij', sanityTokens.expired]) {
      const answer = await json('', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'Log ind i Studio for at se henvendelser.' });
    }
    for (const token of [sanityTokens.editor, sanityTokens.otherProject]) {
      const answer = await json('', { token });
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('Hansen');
    }
    expect((await json('')).status).toBe(200);
  });

  it("admits only the Studio's origins by CORS", async () => {
    const preflight = (origin: string) =>
      fetch(leadsUrl(), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    expect((await preflight(STUDIO)).headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect((await preflight('http://127.0.0.1:4173')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the owner', () => {
  it('lists leads newest first with filters, search and pages, and the unread count', async () => {
    const contact = await submit(contactBody({ name: 'Ole Hansen', email: 'ole@example.dk' }));
    offsetMs += 1000;
    const quote = await submit(quoteBody({ name: 'Karen Blixen', phone: '+45 22 33 44 55' }));
    offsetMs += 1000;
    const job = await submit(moldovaBody({ firstName: 'Ion', lastName: 'Popescu' }));
    const all = await json<{
      leads: { id: string; form: string; name: string; status: string; read: boolean }[];
      total: number;
      unread: number;
    }>('');
    expect(all.body.leads.map((lead) => lead.id)).toEqual([job, quote, contact]);
    expect(all.body.leads[0]).toMatchObject({
      form: 'moldova',
      name: 'Ion Popescu',
      status: 'new',
      read: false,
    });
    expect(all.body).toMatchObject({ total: 3, unread: 3 });
    expect((await json<{ leads: { id: string }[] }>('?form=quote')).body.leads.map((l) => l.id)).toEqual([
      quote,
    ]);
    expect((await json<{ leads: { id: string }[] }>('?q=blixen')).body.leads.map((l) => l.id)).toEqual([
      quote,
    ]);
    expect((await json<{ leads: { id: string }[] }>('?q=22334455')).body.leads.map((l) => l.id)).toEqual([
      quote,
    ]);
    expect((await json<{ leads: { id: string }[] }>('?q=ole%40example')).body.leads.map((l) => l.id)).toEqual(
      [contact],
    );
    const page2 = await json<{ leads: { id: string }[]; total: number }>('?pageSize=2&page=2');
    expect(page2.body).toMatchObject({ total: 3, leads: [{ id: contact }] });
    expect((await json('?form=letter')).status).toBe(400);
  });

  it('reads a whole lead as the notification labels it, with its files behind links that expire, and the read is audited', async () => {
    const id = await submit(quoteBody());
    const lead = await json<{
      rows: { label: string; value: string }[];
      files: { filename: string; url?: string; downloadUrl?: string; stored: boolean }[];
      steps: { message: string; outcome: string; providerId: string | null }[];
      deleteAt: string;
      receivedAt: string;
    }>(`/${id}`);
    expect(lead.status).toBe(200);
    expect(lead.body.rows).toContainEqual({ label: 'Beskrivelse', value: expect.any(String) });
    expect(lead.body.steps.map((step) => [step.message, step.outcome])).toEqual([
      ['notification', 'sent'],
      ['confirmation', 'sent'],
    ]);
    expect(lead.body.steps[0]?.providerId).toBeTruthy();
    // Quotes are kept 12 months.
    const kept = new Date(lead.body.deleteAt).getTime() - new Date(lead.body.receivedAt).getTime();
    expect(kept / 86_400_000).toBeGreaterThanOrEqual(365);
    const job = await json<{ rows: { label: string; value: string }[] }>(`/${await submit(moldovaBody())}`);
    expect(job.body.rows.map((row) => row.label)).toContain('Sidste adresse i udlandet');
    expect(job.body.rows).toContainEqual({ label: 'Har børn', value: expect.stringMatching(/^(Ja|Nej)$/) });
    const audit = await json<{ entries: { action: string; userName: string; leadId: string }[] }>('/audit');
    expect(audit.body.entries.map((entry) => entry.action)).toEqual(['read', 'read']);
    expect(audit.body.entries[1]).toMatchObject({ action: 'read', userName: 'Ejer Ejersen', leadId: id });
  });

  it('serves a stored file through a link that expires within minutes; a sent one is listed, no longer kept', async () => {
    const sent = await json<{ files: { filename: string; stored: boolean; url?: string }[] }>(
      `/${await submit(quoteBody())}`,
    );
    // Files that went with the notification are deleted at once, as before (decision 032).
    expect(sent.body.files.map((file) => [file.filename, file.stored, file.url])).toEqual([
      ['carport.png', false, undefined],
      ['tegning.pdf', false, undefined],
    ]);
    // While the provider fails, the lead waits for a retry with its files.
    resend.setMode('fail');
    const id = await submit(quoteBody({ name: 'Mette Frederiksen' }));
    const lead = await json<{ files: { filename: string; url?: string; stored: boolean }[] }>(`/${id}`);
    const photo = lead.body.files.find((file) => file.filename === 'carport.png');
    expect(photo?.stored).toBe(true);
    const file = await fetch(`${leadsUrl()}${photo?.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(PNG_1X1);
    const forged = await fetch(
      `${leadsUrl()}${photo?.url?.replace(/\/[0-9a-f]{64}\//, `/${'0'.repeat(64)}/`)}`,
    );
    expect(forged.status).toBe(404);
    offsetMs += 6 * 60 * 1000;
    expect((await fetch(`${leadsUrl()}${photo?.url}`)).status).toBe(410);
  });

  it('sets status, note and read; a change is audited', async () => {
    const id = await submit(contactBody());
    const changed = await json<{ status: string; note: string; read: boolean }>(`/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'won', note: 'Ringede tilbage', read: true }),
    });
    expect(changed.body).toMatchObject({ status: 'won', note: 'Ringede tilbage', read: true });
    expect((await json<{ unread: number }>('')).body.unread).toBe(0);
    const bad = await json(`/${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'maybe' }) });
    expect(bad.status).toBe(400);
    const audit = await json<{ entries: { action: string; subject: string }[] }>('/audit');
    expect(audit.body.entries[0]).toMatchObject({ action: 'update', subject: 'status: Vundet, note, læst' });
  });

  it('shows each failed attempt and the give-up, and sends a given-up notification again', async () => {
    resend.setMode('fail');
    const id = await submit(contactBody());
    await giveUp(id);
    const failed = await json<{
      deliveryFailed: boolean;
      steps: { message: string; outcome: string; detail: string }[];
    }>(`/${id}`);
    expect(failed.body.deliveryFailed).toBe(true);
    const outcomes = failed.body.steps.map((step) => step.outcome);
    expect(outcomes.filter((outcome) => outcome === 'failed')).toHaveLength(RETRY_RULES.maxAttempts);
    expect(outcomes.at(-1)).toBe('given_up');
    expect(failed.body.steps[0]?.detail).toContain('500');
    expect((await json<{ leads: { deliveryFailed: boolean }[] }>('')).body.leads[0]?.deliveryFailed).toBe(
      true,
    );

    resend.setMode('ok');
    const resent = await call(`/${id}/resend`, { method: 'POST' });
    expect(resent.status).toBe(202);
    // The local runner delivers a re-send at once (a scheduler run); wait for that run to finish.
    await server.runScheduler();
    const after = await json<{ delivery: string; steps: { message: string; outcome: string }[] }>(`/${id}`);
    expect(after.body.delivery).toBe('sent');
    expect(after.body.steps.slice(-3).map((step) => `${step.message} ${step.outcome}`)).toEqual([
      'notification resend',
      'notification sent',
      'confirmation sent',
    ]);
    expect((await call(`/${id}/resend`, { method: 'POST' })).status).toBe(409);
  });

  it('says why a confirmation was not sent: the recipient had their share of the day', async () => {
    let last = '';
    // CONFIRMATIONS_PER_RECIPIENT is 3 by default: the fourth lead from one address gets none.
    // Each with its own words: the same text a fourth time would be stored as spam (SPAM_REPEAT_MAX).
    for (const name of ['Et', 'To', 'Tre', 'Fire'])
      last = await submit(
        contactBody({
          name,
          email: 'samme@example.dk',
          message: `Henvendelse nummer ${name} om tagarbejde.`,
        }),
      );
    const lead = await json<{ steps: { message: string; outcome: string; detail: string | null }[] }>(
      `/${last}`,
    );
    expect(lead.body.steps.at(-1)).toEqual(
      expect.objectContaining({ message: 'confirmation', outcome: 'skipped', detail: 'recipient-share' }),
    );
  });

  it('shows a lead that send-email stored as spam with the work status Spam, and nothing sent', async () => {
    // SPAM_REPEAT_MAX is 3 by default: the same words a fourth time are stored as spam (decision 047).
    const message = 'Køb billige solbriller i dag, klik her med det samme.';
    let last = '';
    for (const email of ['a1@example.dk', 'a2@example.dk', 'a3@example.dk', 'a4@example.dk'])
      last = await submit(contactBody({ email, message }));
    const lead = await json<{ status: string; delivery: string }>(`/${last}`);
    expect(lead.body).toEqual(expect.objectContaining({ status: 'spam', delivery: 'spam' }));
    const listed = await json<{ leads: { id: string }[] }>('?status=spam');
    expect(listed.body.leads.map((l) => l.id)).toContain(last);
  });

  it('exports the filtered list as CSV for Danish Excel, no cell a formula whatever the list separator', async () => {
    await submit(contactBody({ name: 'Søren; "Sjov", -2+3 @SUM(1)', email: 'soren@example.dk' }));
    const response = await call('', { headers: { Accept: 'text/csv' } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, row] = readCsv(text, ';');
    expect(header?.join(';')).toBe(
      'Modtaget;Formular;Navn;E-mail;Telefon;Status;Læst;Levering;Slettes;Ring senest;Ringet;Tilbud senest;Tilbud givet;Side;utm_source;utm_medium;utm_campaign;Kom fra',
    );
    expect(row?.slice(1, 4)).toEqual(['Kontakt', `Søren; "Sjov",' -2+3 @SUM(1)`, 'soren@example.dk']);
    expect(readCsv(text, ',').flat().filter(startsFormula)).toEqual([]);
  });

  it("shows, exports and erases a person's data by e-mail or phone, and a deleted lead answers 404", async () => {
    const first = await submit(contactBody({ email: 'Anna@Example.dk', phone: '22 33 44 55' }));
    const second = await submit(quoteBody({ email: 'anna@example.dk' }));
    const other = await submit(contactBody({ email: 'bo@example.dk', phone: '99 88 77 66' }));
    const exported = await json<{ leads: { id: string }[] }>('/export?email=anna%40example.dk');
    expect(exported.body.leads.map((lead) => lead.id).sort()).toEqual([first, second].sort());
    const byPhone = await json<{ leads: { id: string }[] }>('/export?phone=%2B4522334455');
    expect(byPhone.body.leads.map((lead) => lead.id)).toEqual([first]);
    const csv = await call('/export?email=anna%40example.dk', { headers: { Accept: 'text/csv' } });
    expect(readCsv(await csv.text(), ';')[0]).toEqual([
      'Henvendelse',
      'Modtaget',
      'Formular',
      'Felt',
      'Værdi',
    ]);
    expect((await json('/export?email=nope')).status).toBe(400);

    const erased = await json<{ deleted: number }>('/export?email=anna%40example.dk', { method: 'DELETE' });
    expect(erased.body.deleted).toBe(2);
    expect((await json(`/${first}`)).status).toBe(404);
    expect((await json(`/${other}`)).status).toBe(200);
    expect((await call(`/${other}`, { method: 'DELETE' })).status).toBe(200);
    expect((await json(`/${other}`)).status).toBe(404);
    expect((await call(`/${other}`, { method: 'DELETE' })).status).toBe(404);
    const [left] = await db.sql<{ submissions: number; attempts: number; files: number }[]>`select
      (select count(*)::int from public.form_submissions) as submissions,
      (select count(*)::int from public.delivery_attempts) as attempts,
      (select count(*)::int from public.submission_attachments) as files`;
    expect(left).toEqual({ submissions: 0, attempts: 0, files: 0 });
    const audit = await json<{ entries: { action: string; subject: string | null }[] }>('/audit');
    expect(audit.body.entries.map((entry) => entry.action)).toEqual([
      'delete',
      'read',
      'erase-person',
      'export-person',
      'export-person',
      'export-person',
    ]);
    // The leads by id, never the person (not even masked).
    const erasedLine = audit.body.entries[2]?.subject ?? '';
    expect(erasedLine).toMatch(/^2 henvendelser: /);
    expect(erasedLine.split(': ')[1]?.split(', ').sort()).toEqual([first, second].sort());
    expect(audit.body.entries[4]?.subject).toBe(`1 henvendelser: ${first}`);
    expect(JSON.stringify(audit.body)).not.toMatch(/anna|example\.dk|4455/i);
  });
});

describe('retention per form', () => {
  it('deletes contact and quote leads after 12 months, job applications after 6, spam after 30 days', async () => {
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    await db.sql`insert into public.form_submissions
      (idempotency_key, request_hash, form_type, fields, status, next_attempt_at, created_at, work_status) values
      ('contact-kept', 'h', 'contact', '{}', 'sent', now(), ${at(360)}, 'new'),
      ('contact-gone', 'h', 'contact', '{}', 'sent', now(), ${at(370)}, 'new'),
      ('job-kept', 'h', 'moldova', '{}', 'sent', now(), ${at(170)}, 'new'),
      ('job-gone', 'h', 'moldova', '{}', 'sent', now(), ${at(190)}, 'new'),
      ('spam-kept', 'h', 'quote', '{}', 'sent', now(), ${at(20)}, 'spam'),
      ('spam-gone', 'h', 'quote', '{}', 'sent', now(), ${at(40)}, 'spam')`;
    await server.runScheduler();
    const keys = await db.sql<
      { k: string }[]
    >`select idempotency_key as k from public.form_submissions order by k`;
    expect(keys.map((row) => row.k)).toEqual(['contact-kept', 'job-kept', 'spam-kept']);
  });
});

describe('what the run logged', () => {
  it('holds no token, no field a sender typed and no file', () => {
    expect(logged.length).toBeGreaterThan(0);
    const text = logged.join('\n');
    for (const token of Object.values(sanityTokens)) expect(text).not.toContain(token);
    for (const typed of ['Ole Hansen', 'ole@example.dk', 'anna@example.dk', '22 33 44 55', 'solbriller'])
      expect(text).not.toContain(typed);
    expect(text).not.toContain(PNG_1X1.slice(0, 40));
  });
});
