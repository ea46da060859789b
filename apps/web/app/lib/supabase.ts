import type { SupabaseClient } from '@supabase/supabase-js';
import { readPublicConfig } from './public-config.ts';

export const { supabaseUrl, supabaseAnonKey } = readPublicConfig(import.meta.env);

let client: Promise<SupabaseClient> | undefined;

/**
 * The Supabase client, created on first use. supabase-js is imported dynamically here, so it is
 * downloaded only when a form is sent, never with a page's first load.
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
