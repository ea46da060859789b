// Who a person is, as export and erasure find them: e-mail in any case, phone however it was written.
// On a test database with the migrations (`public.phone_key`).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { createLeadStore, type LeadStore, type Person } from './store.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
let store: LeadStore;

beforeAll(async () => {
  db = await testDatabase();
  store = createLeadStore(db.sql);
});

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await emptyTables(db.sql, ['public.form_submissions']);
});

/** Stores a lead of `form` with `fields` and answers its id. */
async function lead(key: string, fields: Record<string, string>, form = 'contact'): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`insert into public.form_submissions
      (idempotency_key, request_hash, form_type, fields, status, next_attempt_at, created_at)
    values (${key}, 'h', ${form}, ${db.sql.json(fields)}, 'sent', now(), now()) returning id`;
  return row?.id ?? '';
}

const found = async (who: Person) => (await store.ofPerson(who)).map((row) => row.id).sort();

const DANISH = [
  '12345678',
  '12 34 56 78',
  '+45 12 34 56 78',
  '+4512345678',
  '0045 12345678',
  '(+45) 12-34-56-78',
];

describe('a phone number', () => {
  it('finds a Danish number in every way it is written, by each of them', async () => {
    const ids = await Promise.all(DANISH.map((phone, index) => lead(`dk-${index}`, { phone })));
    const other = await lead('other', { phone: '87 65 43 21' });
    for (const phone of DANISH) expect(await found({ phone })).toEqual([...ids].sort());
    expect(await found({ phone: '87654321' })).toEqual([other]);
  });

  it('finds a job application by its phoneNumber field', async () => {
    const job = await lead('job', { phoneNumber: '+45 12 34 56 78' }, 'moldova');
    expect(await found({ phone: '12345678' })).toEqual([job]);
  });

  it('keeps a foreign number apart: +373 and 00373 are one, written without its country code it is not guessed', async () => {
    const international = await lead('md-plus', { phoneNumber: '+373 69 123 456' }, 'moldova');
    const zeros = await lead('md-zeros', { phoneNumber: '00373 69 123 456' }, 'moldova');
    const national = await lead('md-national', { phoneNumber: '069 123 456' }, 'moldova');
    // A Danish number made of the same last digits is someone else.
    const danish = await lead('dk', { phone: '69 12 34 56' });
    expect(await found({ phone: '+373 69123456' })).toEqual([international, zeros].sort());
    expect(await found({ phone: '069-123-456' })).toEqual([national]);
    expect(await found({ phone: '+45 69 12 34 56' })).toEqual([danish]);
  });

  it('tells a Danish number that starts with 45 from the country code', async () => {
    const starts45 = await lead('45', { phone: '45 12 34 56' });
    const plain = await lead('plain', { phone: '12 34 56 78' });
    expect(await found({ phone: '+45 45 12 34 56' })).toEqual([starts45]);
    expect(await found({ phone: '4512345678' })).toEqual([plain]);
  });

  it('never finds the leads that have no phone number', async () => {
    await lead('none', { email: 'a@example.dk' });
    await lead('empty', { phone: '' });
    expect(await found({ phone: '12345678' })).toEqual([]);
  });
});

describe('an e-mail address', () => {
  it('finds it in any case and with spaces around it as stored', async () => {
    const ids = await Promise.all(
      ['Vibeke@Example.DK', ' vibeke@example.dk ', 'VIBEKE@EXAMPLE.DK'].map((email, index) =>
        lead(`mail-${index}`, { email }),
      ),
    );
    await lead('other', { email: 'vibeke@example.dk.other' });
    expect(await found({ email: 'vibeke@example.dk' })).toEqual([...ids].sort());
  });

  it('together with a phone number finds the leads of either', async () => {
    const byMail = await lead('mail', { email: 'vibeke@example.dk', phone: '11 11 11 11' });
    const byPhone = await lead('phone', { email: 'v@example.md', phoneNumber: '+45 12 34 56 78' }, 'moldova');
    await lead('neither', { email: 'bo@example.dk', phone: '22 22 22 22' });
    expect(await found({ email: 'vibeke@example.dk', phone: '12345678' })).toEqual([byMail, byPhone].sort());
  });
});

describe('the search of the list', () => {
  it('finds a phone number by any of its ways of writing, and by a part as typed', async () => {
    const ids = await Promise.all(DANISH.map((phone, index) => lead(`dk-${index}`, { phone })));
    const search = async (text: string) => (await store.all({ search: text })).map((row) => row.id).sort();
    expect(await search('+45 12 34 56 78')).toEqual([...ids].sort());
    expect(await search('5678')).toEqual([...ids].sort());
    expect(await search('+45 12')).toEqual([ids[2], ids[3], ids[4], ids[5]].map(String).sort());
  });
});
