// Issue 54, point 8 (decision 057): a photo row's deletion queues its object in the same transaction,
// and the scheduled run removes it until Storage confirms; a removal Storage refuses stays queued. The
// bucket is listed page by page, never only its first page. Real Postgres and the local storage server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyTables, testDatabase, writtenTables } from '../test-support/database.ts';
import { startTestStorage } from '../test-support/local-storage.ts';
import { storeSubmission } from '../test-support/stored-leads.ts';
import { createPhotoSweep } from './photo-sweep.ts';
import { createQuoteStorage, StorageUnavailableError } from './quote-storage.ts';
import { createStorageRemovals } from './storage-removals.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
let storage: Awaited<ReturnType<typeof startTestStorage>>;

beforeAll(async () => {
  db = await testDatabase();
  storage = await startTestStorage();
});
afterAll(async () => {
  await storage.close();
  await db.close();
});
beforeEach(async () => {
  await emptyTables(db.sql, [...writtenTables, 'public.storage_removals']);
});

const quoteStorage = () => createQuoteStorage({ url: () => storage.url, serviceKey: storage.serviceKey });
/** Storage that does not answer: nothing listens on the port. */
const unreachable = () =>
  createQuoteStorage({ url: () => 'http://127.0.0.1:9', serviceKey: storage.serviceKey });

const put = async (path: string) => {
  const { error } = await storage
    .bucket()
    .upload(path, new Uint8Array([1, 2, 3]), { contentType: 'image/png' });
  expect(error).toBeNull();
};
const objectsIn = async (folder: string) => (await quoteStorage().arrived(folder)).size;

/** A grant claimed by a stored lead, with one photo at `path` in storage. */
async function leadWithPhoto(now: Date) {
  const lead = await storeSubmission(db.sql, now.getTime());
  const [grant] = await db.sql<{ id: string }[]>`
    insert into public.upload_grants (challenge_signature, idempotency_key, client_hash, created_at, expires_at, submission_id)
    values (${crypto.randomUUID()}, 'key', 'client', ${now}, ${now}, ${lead.id}) returning id`;
  const grantId = grant?.id ?? '';
  const path = `${grantId}/0-abcd1234-tag.png`;
  await db.sql`insert into public.upload_files (grant_id, position, path, filename, type, size, token_expires_at)
    values (${grantId}, 0, ${path}, 'tag.png', 'image/png', 3, ${now})`;
  await put(path);
  return { leadId: lead.id, grantId, path };
}

describe('the queue of objects to remove', () => {
  it('is written as a lead is deleted, and keeps a removal Storage refused until one is confirmed', async () => {
    const now = new Date();
    const { leadId, grantId, path } = await leadWithPhoto(now);
    await db.sql`delete from public.form_submissions where id = ${leadId}`;
    const queued = await db.sql<{ path: string }[]>`select path from public.storage_removals`;
    expect(queued.map((row) => row.path)).toEqual([path]);

    // Storage does not answer: the path stays queued, its attempt counted.
    const later = new Date(now.getTime() + 60 * 60_000);
    await expect(createStorageRemovals({ sql: db.sql, storage: unreachable() }).drain(later)).rejects.toThrow(
      StorageUnavailableError,
    );
    const [kept] = await db.sql<{ attempts: number }[]>`select attempts from public.storage_removals`;
    expect(kept?.attempts).toBe(1);
    expect(await objectsIn(grantId)).toBe(1);

    // Storage answers again: removed, and the queue is empty.
    const removals = createStorageRemovals({ sql: db.sql, storage: quoteStorage() });
    expect(await removals.drain(later)).toBe(1);
    expect(await objectsIn(grantId)).toBe(0);
    expect(await removals.waiting()).toBe(0);
  });

  it('removes a path whose token still works again at each run until the token expired', async () => {
    const now = new Date();
    const { leadId, grantId, path } = await leadWithPhoto(now);
    await db.sql`update public.upload_files set token_expires_at = ${new Date(now.getTime() + 2 * 60 * 60_000)}`;
    await db.sql`delete from public.form_submissions where id = ${leadId}`;
    const removals = createStorageRemovals({ sql: db.sql, storage: quoteStorage() });
    await removals.drain(now);
    // The token's holder writes it again: still queued, so the next run removes it again.
    await put(path);
    expect(await removals.waiting()).toBe(1);
    await removals.drain(new Date(now.getTime() + 60_000));
    expect(await objectsIn(grantId)).toBe(0);
    // Past the token's expiry and the grace, a confirmed removal is the last.
    await removals.drain(new Date(now.getTime() + 3 * 60 * 60_000));
    expect(await removals.waiting()).toBe(0);
  });
});

describe('listing the bucket', () => {
  it('reads every object of a folder and every folder of the bucket, past the first page', async () => {
    const folder = crypto.randomUUID();
    await Promise.all(Array.from({ length: 130 }, (_, n) => put(`${folder}/${n}-abcd1234-foto.png`)));
    expect(await objectsIn(folder)).toBe(130);

    // 130 folders no grant names (their rows gone without a queue): the run empties every one.
    const orphans = Array.from({ length: 130 }, () => crypto.randomUUID());
    await Promise.all(orphans.map((each) => put(`${each}/0-abcd1234-foto.png`)));
    await createPhotoSweep({ sql: db.sql, storage: quoteStorage() })(new Date());
    const left: string[] = [];
    for await (const page of quoteStorage().folders()) left.push(...page);
    expect(left).toEqual([]);
  }, 60_000);
});
