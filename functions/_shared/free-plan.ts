/**
 * Supabase's free plan: a database of 500 MB turns read-only. DATABASE_MAX_BYTES's default, read by the
 * configuration of both functions and by send-email's database watch.
 */
export const FREE_PLAN_DATABASE_BYTES = 500_000_000;
