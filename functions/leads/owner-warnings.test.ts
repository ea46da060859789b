// The owner's warnings above the list, and a read-only database (Supabase's state for a project whose
// disk is full): the handler on the embedded Postgres, the token checked against a stand-in of Sanity.
// PGlite shares one session among its clients, so `set default_transaction_read_only` turns the whole
// database read-only as Supabase does.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../_shared/clock.ts';
import type { OwnerWarning } from '../_shared/owner-warnings.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { sanityTokens, startSanityUsersStandIn } from '../test-support/sanity-users.ts';
import { createLeadsHandler } from './handler.ts';
import { localFetch } from './local.ts';
import { createStudioUserCheck } from './studio-user.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
let sanity: Awaited<ReturnType<typeof startSanityUsersStandIn>>;
let handler: ReturnType<typeof createLeadsHandler>;
let lead: string;
const logged: string[] = [];

const nearlyFull: OwnerWarning = { code: 'database-nearly-full', message: 'Databasen er næsten fuld.' };

beforeAll(async () => {
  [db, sanity] = await Promise.all([testDatabase(), startSanityUsersStandIn()]);
  handler = createLeadsHandler({
    sql: db.sql,
    clock: systemClock,
    checkUser: createStudioUserCheck({
      projectId: 'nordkyst',
      apiHost: sanity.apiHost,
      allowedRoles: ['administrator'],
      allowedUsers: [],
      fetch: localFetch(),
    }),
    studioOrigins: [],
    linkSecret: 'owner-warnings-test-link-secret-0123456789',
    warnings: [
      async function databaseSize() {
        return nearlyFull;
      },
      async function emailProvider() {
        throw new TypeError('Resend said: vibeke@example.dk is not allowed');
      },
      async function nothingToSay() {
        return undefined;
      },
    ],
  });
});

afterAll(async () => {
  await db?.close();
  await sanity?.close();
});

beforeEach(async () => {
  logged.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
  await emptyTables(db.sql, ['public.form_submissions', 'public.lead_audit']);
  const [row] = await db.sql<{ id: string }[]>`insert into public.form_submissions
      (idempotency_key, request_hash, form_type, fields, status, next_attempt_at, created_at)
    values ('k', 'h', 'contact', ${db.sql.json({ name: 'Ole Hansen', email: 'ole@example.dk', phone: '12345678', message: 'Tag' })},
      'sent', now(), now()) returning id`;
  lead = row?.id ?? '';
});

afterEach(async () => {
  await db.sql`set default_transaction_read_only = off`;
  vi.restoreAllMocks();
});

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${sanityTokens.owner}`);
  const response = await handler(new Request(`http://localhost/leads${path}`, { ...init, headers }));
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: (type.includes('json') ? await response.json() : await response.text()) as Record<string, unknown>,
  };
}

const auditLines = async () =>
  (await db.sql<{ n: number }[]>`select count(*)::int as n from public.lead_audit`)[0]?.n;

describe("the owner's warnings", () => {
  it('come with the list, each source asked; one that fails is left out and logged by name only', async () => {
    const list = await call('');
    expect(list.status).toBe(200);
    expect(list.body.warnings).toEqual([nearlyFull]);
    expect(logged).toEqual(['owner warning emailProvider failed: TypeError']);
  });
});

describe('a read-only database', () => {
  const readOnly = {
    code: 'database-read-only',
    message:
      'Databasen er skrivebeskyttet: du kan læse henvendelser, men ikke ændre dem, og nye henvendelser sendes direkte på e-mail.',
  };

  it('still lists, shows and exports the leads, each answer saying the database is read-only', async () => {
    await db.sql`set default_transaction_read_only = on`;
    const list = await call('');
    expect(list.status).toBe(200);
    expect(list.body.leads).toEqual([expect.objectContaining({ id: lead, name: 'Ole Hansen' })]);
    expect(list.body.warnings).toEqual([readOnly, nearlyFull]);

    const one = await call(`/${lead}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: lead, name: 'Ole Hansen', warnings: [readOnly] });

    const exported = await call('/export?email=ole%40example.dk');
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ leads: [{ id: lead }], warnings: [readOnly] });
    const csv = await call('', { headers: { Accept: 'text/csv' } });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Ole Hansen');
    // Nothing could be written, not even the audit lines.
    await db.sql`set default_transaction_read_only = off`;
    expect(await auditLines()).toBe(0);
  });

  it('refuses every change with 503 and says why; the lead stays', async () => {
    await db.sql`set default_transaction_read_only = on`;
    const refusal = {
      status: 503,
      body: {
        error:
          'Databasen er skrivebeskyttet, så henvendelser kan ikke ændres eller slettes lige nu. Du kan stadig læse dem.',
      },
    };
    expect(
      await call(`/${lead}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'won' }),
      }),
    ).toEqual(refusal);
    expect(await call(`/${lead}`, { method: 'DELETE' })).toEqual(refusal);
    expect(await call('/export?email=ole%40example.dk', { method: 'DELETE' })).toEqual(refusal);
    await db.sql`set default_transaction_read_only = off`;
    expect((await call(`/${lead}`)).body).toMatchObject({ id: lead, status: 'new', warnings: [] });
  });

  it('is not reported while the database takes writes, and a read is audited', async () => {
    expect((await call('')).body.warnings).toEqual([nearlyFull]);
    expect((await call(`/${lead}`)).body.warnings).toEqual([]);
    expect(await auditLines()).toBe(1);
  });
});
