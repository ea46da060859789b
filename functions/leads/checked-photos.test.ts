// Decision 058: Henvendelser links a quote's photo only once its arrival check passed it; the store
// answers which of a lead's paths did, from the rows the check wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test-support/database.ts';
import { storeSubmission } from '../test-support/stored-leads.ts';
import { createLeadStore } from './store.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db?.close());

describe('the photos of a lead that passed their check', () => {
  it('are those recorded as arrived: not one unchecked, refused, or of another grant', async () => {
    const now = new Date();
    const lead = await storeSubmission(db.sql, now.getTime());
    const [grant] = await db.sql<{ id: string }[]>`
      insert into public.upload_grants (challenge_signature, idempotency_key, client_hash, created_at, expires_at, submission_id)
      values (${crypto.randomUUID()}, 'key', 'client', ${now}, ${now}, ${lead.id}) returning id`;
    const path = (position: number) => `${grant?.id}/${position}-abcd1234-tag.png`;
    await db.sql`insert into public.upload_files (grant_id, position, path, filename, type, size, token_expires_at, arrived_at, refused_at, refusal)
      values (${grant?.id ?? ''}, 0, ${path(0)}, 'tag.png', 'image/png', 3, ${now}, ${now}, null, null),
             (${grant?.id ?? ''}, 1, ${path(1)}, 'tag.png', 'image/png', 3, ${now}, null, null, null),
             (${grant?.id ?? ''}, 2, ${path(2)}, 'tag.png', 'image/png', 3, ${now}, null, ${now}, 'content')`;
    const store = createLeadStore(db.sql);
    expect(
      await store.checkedPhotos([path(0), path(1), path(2), `${crypto.randomUUID()}/0-x-tag.png`]),
    ).toEqual(new Set([path(0)]));
    expect(await store.checkedPhotos([])).toEqual(new Set());
  });
});
