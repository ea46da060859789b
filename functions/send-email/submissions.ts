import type { Sql } from '../_shared/database.ts';
import { createDeliveryRecords } from './delivery-records.ts';
import { createGrantHashes } from './grant-hashes.ts';
import { createRunRecords } from './run-records.ts';
import type { SpamRoom } from './spam-room.ts';
import { attachmentsOf, listedFile } from './stored-files.ts';
import { createSubmissionIntake } from './submission-intake.ts';

/**
 * Every statement the send-email function runs on its leads; each is one statement, so no transaction
 * spans a call: the intake (submission-intake.ts), the files kept in Postgres (stored-files.ts), the
 * delivery's bookkeeping (delivery-records.ts) and the scheduled run's (run-records.ts, grant-hashes.ts).
 */
export function createSubmissionStore(
  sql: Sql,
  options: { spamRoom?: SpamRoom; neighbourhoodFactor?: number } = {},
) {
  return {
    ...createSubmissionIntake(sql, options),
    attachmentsOf: (id: string, only?: number) => attachmentsOf(sql, id, only),
    listedFile: (id: string, position: number) => listedFile(sql, id, position),
    ...createDeliveryRecords(sql),
    ...createRunRecords(sql),
    ...createGrantHashes(sql),
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
