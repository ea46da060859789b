/**
 * Supabase's free plan: a database of 500 MB turns read-only. DATABASE_MAX_BYTES's default, read by the
 * configuration of both functions and by send-email's database watch.
 */
export const FREE_PLAN_DATABASE_BYTES = 500_000_000;

/**
 * Supabase's free plan: 1 GB of Storage (decimal, as Supabase counts). STORAGE_MAX_BYTES's default, the
 * bucket's limit the storage watch measures the quotes' photos against (decision 058).
 */
export const FREE_PLAN_STORAGE_BYTES = 1_000_000_000;
