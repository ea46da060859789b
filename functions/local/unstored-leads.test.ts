// Issue 50, point 2 (decision 054): a database that refuses writes loses no lead. While Postgres is
// read-only the lead goes straight to the company, saying it was not stored, and the visitor is
// thanked; the isolate remembers the solutions and keys it used, and sends at most its hour's share.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORED_LEADS_PER_HOUR } from '../send-email/unstored-leads.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { contactBody, moldovaBody, quoteBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';

/** Tests that send dozens of requests get room for a busy machine (each request is tens of ms alone). */
const MANY = 60_000;
const ALTCHA_HMAC_KEY = 'unstored-leads-test-secret-0123456789ab';
let runner: Awaited<ReturnType<typeof startTestRunner>>;

beforeAll(async () => {
  runner = await startTestRunner(ALTCHA_HMAC_KEY, {
    env: {
      CLIENT_ADDRESS_HEADER: 'x-client-address',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_DAILY_MAX: '1000',
    },
    ownCluster: true,
  });
});
afterAll(() => runner?.close());

/** Posts a body whose challenge is already solved (so the same solution can be sent twice). */
async function post(body: { formType: string; formData: Record<string, unknown> }, key?: string) {
  const response = await fetch(`${runner.server.url}/functions/v1/send-email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-client-address': '203.0.113.5',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function solved<T extends { formData: Record<string, unknown> }>(body: T): Promise<T> {
  body.formData.altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
  return body;
}

async function mails() {
  return Promise.all((await runner.outbox()).map((raw) => simpleParser(raw)));
}

describe('a read-only database', () => {
  beforeAll(async () => {
    await runner.db.readOnly(true);
  });
  afterAll(async () => {
    await runner.db.readOnly(false);
  });

  it('sends the quote to the company with its files, says it was not stored, and thanks the visitor', async () => {
    const quote = await solved(quoteBody({ name: 'Karen Kunde', email: 'karen@example.dk' }));
    const answer = await post(quote, 'read-only-quote-0001');
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, submissionId: expect.any(String), notificationId: expect.any(String) },
    });
    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Ikke gemt: Ny tilbudsforespørgsel fra Karen Kunde');
    expect(mail?.text).toContain('Henvendelsen kunne ikke gemmes');
    expect(mail?.replyTo?.text).toBe('karen@example.dk');
    expect(mail?.attachments.map((file) => file.filename)).toEqual(['carport.png', 'tegning.pdf']);

    // A repeat (the same key and content) gets the first answer and sends nothing more.
    const repeat = await post(quote, 'read-only-quote-0001');
    expect(repeat).toEqual(answer);
    // The same key with other content is refused, as with a stored lead.
    const other = await post(
      { ...quote, formData: { ...quote.formData, name: 'Anden' } },
      'read-only-quote-0001',
    );
    expect(other.status).toBe(422);
    // The same solution under another key is a replay.
    const replay = await post(quote, 'read-only-quote-0002');
    expect(replay.status).toBe(400);
    expect(await mails()).toHaveLength(1);
  });

  it('answers the job application in Russian and sends it to the company', async () => {
    const answer = await post(await solved(moldovaBody()));
    expect(answer.body).toMatchObject({ success: true, notificationId: expect.any(String) });
    expect((await mails()).at(-1)?.subject).toMatch(/^Ikke gemt: Ny jobansøgning fra /);
  });

  it(
    `sends at most ${UNSTORED_LEADS_PER_HOUR} leads an hour past the database, then asks the visitor to try later`,
    async () => {
      const before = (await mails()).length;
      const statuses: number[] = [];
      for (let n = before; n < UNSTORED_LEADS_PER_HOUR; n++)
        statuses.push(
          (await post(await solved(contactBody({ message: `Henvendelse nummer ${n} i dag.` })))).status,
        );
      expect(statuses.every((status) => status === 200)).toBe(true);
      const refused = await post(await solved(contactBody({ message: 'Den sidste henvendelse i timen.' })));
      expect(refused).toEqual({
        status: 503,
        body: { success: false, error: 'Henvendelsen kunne ikke modtages lige nu. Prøv igen om lidt.' },
      });
      expect(await mails()).toHaveLength(UNSTORED_LEADS_PER_HOUR);
    },
    MANY,
  );
});

describe('the database writable again', () => {
  it('stores the next lead as usual', async () => {
    const answer = await post(
      await solved(contactBody({ name: 'Gemt Igen', message: 'Nu kan den gemmes igen.' })),
    );
    expect(answer.status).toBe(200);
    const [row] = await runner.db.sql<{ count: number }[]>`
      select count(*)::int from public.form_submissions where fields ->> 'name' = 'Gemt Igen'`;
    expect(row?.count).toBe(1);
  });
});
