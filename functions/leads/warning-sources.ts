import type { Clock } from '../_shared/clock.ts';
import type { Sql } from '../_shared/database.ts';
import type { OwnerWarningSource } from '../_shared/owner-warnings.ts';
import { createDatabaseWatch, databaseWarnings } from '../send-email/database-watch.ts';
import { emailProviderWarnings } from '../send-email/provider-warning.ts';
import { createStorageWatch, storageWarnings } from '../send-email/storage-watch.ts';
import type { LeadsConfig } from './config.ts';

/** What Henvendelser warns the owner of, besides a read-only database: both entries build it here. */
export function ownerWarningSources(
  sql: Sql,
  clock: Clock,
  config: Pick<LeadsConfig, 'databaseMaxBytes' | 'storageMaxBytes'>,
): OwnerWarningSource[] {
  return [
    emailProviderWarnings(sql),
    databaseWarnings(createDatabaseWatch({ sql, clock, maxBytes: config.databaseMaxBytes })),
    storageWarnings(createStorageWatch({ sql, clock, maxBytes: config.storageMaxBytes })),
  ];
}
