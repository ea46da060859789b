// Erasing a person (GDPR article 17) through the `leads` API as the stack runs it: a person who wrote
// their e-mail and phone in several ways, through every form, a failed delivery, a lead stored as spam,
// a file named after them and the owner's note, is afterwards in no row of any table of the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../test-support/challenge.ts';
import { base64Bytes, contactBody, moldovaBody, PDF_MINIMAL, quoteBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';
import { sanityTokens, startSanityUsersStandIn } from '../test-support/sanity-users.ts';

const ALTCHA_HMAC_KEY = 'leads-erase-test-secret-0123456789abcdef';
let runner: Awaited<ReturnType<typeof startTestRunner>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let sanity: Awaited<ReturnType<typeof startSanityUsersStandIn>>;

beforeAll(async () => {
  [resend, sanity] = await Promise.all([startResendStandIn(), startSanityUsersStandIn()]);
  runner = await startTestRunner(ALTCHA_HMAC_KEY, {
    env: { ...resend.env, SANITY_API_HOST: sanity.apiHost, STUDIO_ORIGINS: 'https://studio.example' },
  });
});

afterAll(async () => {
  await runner?.close();
  await Promise.all([resend?.close(), sanity?.close()]);
});

async function submit(body: { formData: Record<string, unknown> }): Promise<string> {
  body.formData.altcha = await solvedChallenge(ALTCHA_HMAC_KEY);
  const response = await fetch(`${runner.server.url}/functions/v1/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { submissionId: string }).submissionId;
}

function leads(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${sanityTokens.owner}`);
  return fetch(`${runner.server.url}/functions/v1/leads${path}`, { ...init, headers });
}

const person = {
  name: 'Vibeke Østergaard',
  email: 'vibeke@oestergaard-test.dk',
  phone: '61728394',
};

/** `digits` with anything a phone number is written with between them (+45 61 72-83 94). */
const writtenDigits = (digits: string) => digits.split('').join('[\\s().+-]{0,3}');

/** What would betray the person in a row: their address, its domain, their number, their name. */
const traces = [
  person.email.replace(/\./g, '\\.'),
  'oestergaard-test',
  writtenDigits(person.phone),
  'Vibeke',
  'Østergaard',
  // Masked forms as the audit log once kept them (v***@…, ****8394).
  '\\*{3}@',
  '\\*{4}[0-9]',
];

/** Every text, character, JSON and array column of every table outside Postgres's own catalogues. */
async function columns() {
  return runner.db.sql<{ schema: string; table: string; column: string }[]>`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`;
}

/** Where in the database each pattern (a regular expression, any case) occurs: "schema.table.column". */
async function whereFound(patterns: string[]): Promise<Record<string, string[]>> {
  const sql = runner.db.sql;
  const found: Record<string, string[]> = Object.fromEntries(patterns.map((pattern) => [pattern, []]));
  for (const { schema, table, column } of await columns()) {
    const rows = await sql<{ pattern: string }[]>`select p as pattern from unnest(${patterns}::text[]) as p
      where exists (select from ${sql(schema)}.${sql(table)} where ${sql(column)}::text ~* p)`;
    for (const { pattern } of rows) found[pattern]?.push(`${schema}.${table}.${column}`);
  }
  return found;
}

describe("a person's erasure", () => {
  it('leaves none of their e-mail, phone or name in any table, and the audit log names leads by id', async () => {
    const message = `Carport til ${person.name}, ring på 61 72 83 94.`;
    const contact = { name: person.name, message };
    const ids = [
      await submit(contactBody({ ...contact, email: 'Vibeke@Oestergaard-Test.dk', phone: '61 72 83 94' })),
      await submit(contactBody({ ...contact, email: person.email, phone: '+45 61 72 83 94' })),
      await submit(contactBody({ ...contact, email: 'VIBEKE@OESTERGAARD-TEST.DK', phone: '0045 61728394' })),
      // The same text a fourth time is stored as spam (SPAM_REPEAT_MAX 3).
      await submit(contactBody({ ...contact, email: person.email, phone: '(+45) 61-72-83-94' })),
      // A job application under another address: found by its phone number.
      await submit(
        moldovaBody({
          firstName: 'Vibeke',
          lastName: 'Østergaard',
          email: 'vo@example.md',
          phoneNumber: '+4561728394',
        }),
      ),
    ];
    // While the provider fails, the quote keeps its files (one named after her) and the error.
    resend.setMode('fail');
    const attachments = [
      {
        filename: 'Vibeke Østergaard tegning.pdf',
        content: PDF_MINIMAL,
        type: 'application/pdf',
        size: base64Bytes(PDF_MINIMAL),
      },
    ];
    ids.push(
      await submit(quoteBody({ name: person.name, email: person.email, phone: '61728394', attachments })),
    );
    resend.setMode('ok');
    const bo = await submit(
      contactBody({ name: 'Bo Bendtsen', email: 'bo@example.dk', phone: '99 88 77 66' }),
    );
    const [first] = ids;
    // A provider that quotes the address in its refusal (as Resend's 422 does), and the owner's note.
    await runner.db.sql`update public.form_submissions
      set status = 'failed', last_error = ${`422: Invalid \`to\` field: ${person.email}`} where id = ${first ?? ''}`;
    const noted = await leads(`/${first}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ note: `Ring til ${person.name} på +45 61 72 83 94` }),
    });
    expect(noted.status).toBe(200);
    const [spam] = await runner.db.sql<{ n: number }[]>`select count(*)::int as n from public.form_submissions
      where work_status = 'spam' and id = any(${ids}::uuid[])`;
    expect(spam?.n).toBe(1);
    // Before: she is in the rows, and the scan finds her there.
    const scanned = (await columns()).map((column) => `${column.table}.${column.column}`);
    expect(scanned).toEqual(
      expect.arrayContaining([
        'lead_audit.subject',
        'delivery_attempts.detail',
        'submission_attachments.filename',
      ]),
    );
    const before = await whereFound(traces);
    expect(before[traces[0] ?? '']).toContain('public.form_submissions.fields');
    expect(before[traces[2] ?? '']).toContain('public.form_submissions.note');

    const exported = await leads(
      `/export?email=${encodeURIComponent(person.email)}&phone=${encodeURIComponent('+45 61 72 83 94')}`,
    );
    const exportedIds = ((await exported.json()) as { leads: { id: string }[] }).leads.map((lead) => lead.id);
    expect(exportedIds.sort()).toEqual([...ids].sort());
    const erased = await leads(
      `/export?email=${encodeURIComponent(' VIBEKE@oestergaard-test.dk ')}&phone=${encodeURIComponent('0045 61 72 83 94')}`,
      { method: 'DELETE' },
    );
    expect(await erased.json()).toEqual({ deleted: ids.length });

    // Nowhere; and the scan does find what is still held: Bo's lead.
    const bos = 'bo@example\\.dk';
    const after = await whereFound([...traces, bos]);
    expect(after).toEqual({
      ...Object.fromEntries(traces.map((trace) => [trace, []])),
      [bos]: expect.arrayContaining(['public.form_submissions.fields']),
    });
    expect((await leads(`/${bo}`)).status).toBe(200);

    const audit = (await (await leads('/audit')).json()) as {
      entries: { action: string; leadId: string | null; subject: string | null }[];
    };
    const personLines = audit.entries.filter((entry) => entry.action.endsWith('-person'));
    expect(personLines.map((entry) => entry.action)).toEqual(['erase-person', 'export-person']);
    for (const line of personLines) {
      expect(line.subject).toMatch(new RegExp(`^${ids.length} henvendelser: `));
      expect(line.subject?.split(': ')[1]?.split(', ').sort()).toEqual([...ids].sort());
    }
  }, 60_000);

  it('refuses a phone number without enough digits, which would find every lead without one', async () => {
    for (const phone of ['------', '(+45)', '12 34'])
      expect((await leads(`/export?phone=${encodeURIComponent(phone)}`, { method: 'DELETE' })).status).toBe(
        400,
      );
  });
});
