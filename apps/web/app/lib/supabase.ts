import type { SupabaseClient } from '@supabase/supabase-js';

/** The local functions runner (packages/local-functions) listens where the Supabase CLI would. */
const DEFAULT_URL = 'http://127.0.0.1:54321';
// The public demo anon key every local Supabase stack ships with; it grants nothing by itself.
const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || DEFAULT_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || DEFAULT_ANON_KEY;

let client: Promise<SupabaseClient> | undefined;

/**
 * The Supabase client, created on first use. supabase-js is imported dynamically here, so it is
 * downloaded only when a form is sent or a keep-alive ping is due, never with a page's first load.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(supabaseUrl, supabaseAnonKey, {
        // No accounts on this site: nothing to persist, refresh or read from the URL.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      client = undefined; // a failed chunk download may succeed on the next try
      throw error;
    });
  return client;
}
