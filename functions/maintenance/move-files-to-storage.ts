// The one-off deploy step of issue 49 (docs/DEPLOY.md): every lead's files kept as bytea in Postgres
// move into the bucket `quote-files`. `pnpm --filter @nordkyst/functions move-files` with DATABASE_URL,
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. Run again after a failure: moved files are not moved twice.
import { systemClock } from '../_shared/clock.ts';
import { connectDatabase } from '../_shared/database.ts';
import { QUOTE_FILES_BUCKET } from '../_shared/quote-files-bucket.ts';
import { createFilesToBucket } from '../send-email/files-to-bucket.ts';
import { createQuoteStorage } from '../send-email/quote-storage.ts';

/** Leads read at a time; their files are moved one lead, then one file, at a time. */
const BATCH = 20;

/** An error and its causes in one line: the storage's or database's own words come last. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let cause = error; cause; cause = cause instanceof Error ? cause.cause : undefined)
    parts.push(cause instanceof Error ? cause.message : String(cause));
  return parts.join(': ');
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

const missing = ['DATABASE_URL', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'].filter(
  (name) => !process.env[name],
);
if (missing.length) {
  console.error(`move-files: set ${missing.join(', ')}`);
  process.exit(2);
}

const sql = connectDatabase(process.env.DATABASE_URL ?? '', { max: 1 });
const supabaseUrl = process.env.SUPABASE_URL ?? '';
const storage = createQuoteStorage({
  url: () => supabaseUrl,
  serviceKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
});
const files = createFilesToBucket({ sql, storage, clock: systemClock });

let leads = 0;
let moved = 0;
let bytes = 0;
try {
  for (let after: string | undefined, batch: string[]; ; after = batch.at(-1)) {
    batch = await files.leadsWithStoredFiles(after, BATCH);
    if (!batch.length) break;
    for (const id of batch) {
      const done = await files.move(id).catch((error: unknown) => {
        throw new Error(`lead ${id}`, { cause: error });
      });
      if (!done.length) continue;
      const size = done.reduce((sum, file) => sum + file.size, 0);
      const folder = done[0]?.path.split('/')[0];
      console.log(
        `lead ${id}: ${done.length} file(s), ${megabytes(size)} → ${QUOTE_FILES_BUCKET.id}/${folder}/`,
      );
      leads += 1;
      moved += done.length;
      bytes += size;
    }
  }
  console.log(
    `move-files: ${moved} file(s) of ${leads} lead(s), ${megabytes(bytes)}, moved into ${QUOTE_FILES_BUCKET.id}`,
  );
} catch (error) {
  console.error(`move-files: failed: ${describe(error)}`);
  console.error(
    `move-files: ${moved} file(s) of ${leads} lead(s) were moved; the rest are still in Postgres. Run again to go on.`,
  );
  process.exitCode = 1;
} finally {
  await sql.end({ timeout: 5 });
}
