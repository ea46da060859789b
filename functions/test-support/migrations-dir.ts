import { fileURLToPath } from 'node:url';

/** The project's Supabase migrations, which every test database is made from. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));
