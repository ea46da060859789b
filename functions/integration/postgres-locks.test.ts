// The store's transaction locks on a real PostgreSQL with a pool of connections, as in production (the
// unit tests give each file one connection, where transactions cannot overlap at all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../_shared/database.ts';
import { createSubmissionStore } from '../send-email/submissions.ts';
import { migratedCluster } from '../test-support/postgres-cluster.ts';

let database: Awaited<ReturnType<typeof migratedCluster>> | undefined;
let sql: Sql;

beforeAll(async () => {
  database = await migratedCluster(4);
  sql = database.sql;
});
afterAll(() => database?.close());

describe('the submission store under concurrent requests', () => {
  it('counts the same text sent many times at once in turn: SPAM_REPEAT_MAX leads, the rest spam', async () => {
    const store = createSubmissionStore(sql);
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        store.insert({
          idempotencyKey: `same-text-${i}`,
          requestHash: `hash-${i}`,
          formType: 'contact',
          fields: { name: `Bot ${i}`, email: `bot${i}@example.com`, phone: '12345678', message: 'Køb nu!' },
          attachments: [],
          challenge: { signature: `sig-${i}`, expiresAt: new Date(now.getTime() + 60_000) },
          now,
          leaseUntil: now,
          filesExpireAt: now,
          fileStoreMaxBytes: 0,
          clientHash: undefined,
          clientMaxBytes: 0,
          textHash: 'f'.repeat(64),
          repeatedText: { max: 3, since: new Date(now.getTime() - 86_400_000) },
        }),
      ),
    );
    expect(outcomes.every((outcome) => outcome.kind === 'stored')).toBe(true);
    const statuses = outcomes.map((outcome) => ('submission' in outcome ? outcome.submission.status : ''));
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'spam')).toHaveLength(9);
  });
});
