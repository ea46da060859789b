// The browser's configuration: the two public values Vite builds into the bundle. The bundle reads them
// from `import.meta.env`; the build reads the same values (Vite's resolved env) to name the functions
// URL in the Content-Security-Policy, and stops with the variable's name when one is malformed. The
// build alone reads a third, where the quote's photos are uploaded, for the same policy.

export interface PublicConfig {
  /** The Supabase project the forms call (the local functions runner by default). */
  supabaseUrl: string;
  /** Supabase's anon or publishable key: public by design, sent with every function call. */
  supabaseAnonKey: string;
}

type Env = Readonly<Record<string, unknown>>;

/** The local functions runner (functions/local) listens where the Supabase CLI would. */
const DEFAULT_URL = 'http://127.0.0.1:54321';
// The public demo anon key every local Supabase stack ships with; it grants nothing by itself.
const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The role a Supabase JWT key claims, if the value is one. */
function jwtRole(key: string): unknown {
  const payload = key.split('.')[1];
  if (!payload) return undefined;
  try {
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

/** `value` without a trailing slash when it is an http(s) URL with no query or fragment; else stops, naming `name`. */
function httpUrl(name: string, value: string, what: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new Error(`${name} must be ${what}; got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export function readPublicConfig(env: Env): PublicConfig {
  const supabaseUrl = httpUrl(
    'VITE_SUPABASE_URL',
    text(env, 'VITE_SUPABASE_URL') ?? DEFAULT_URL,
    'the project URL, such as https://<ref>.supabase.co',
  );
  const supabaseAnonKey = text(env, 'VITE_SUPABASE_ANON_KEY') ?? DEFAULT_ANON_KEY;
  // Everything VITE_ is readable by every visitor: a secret key here would be published.
  if (supabaseAnonKey.startsWith('sb_secret_') || jwtRole(supabaseAnonKey) === 'service_role') {
    throw new Error('VITE_SUPABASE_ANON_KEY holds a secret key; use the anon or publishable key');
  }
  return { supabaseUrl, supabaseAnonKey };
}

/**
 * VITE_STORAGE_UPLOAD_URL: where browsers send a quote's photos, the same URL as send-email's
 * STORAGE_UPLOAD_URL (the grant hands it to the page, so the bundle never reads it); the build allows
 * its origin in the Content-Security-Policy's connect-src. Unset: send-email's default, the project's
 * own storage (`<VITE_SUPABASE_URL>/storage/v1/…`), which the functions origin already covers.
 */
export function readStorageUploadUrl(env: Env): string | undefined {
  const value = text(env, 'VITE_STORAGE_UPLOAD_URL');
  return value === undefined
    ? undefined
    : httpUrl(
        'VITE_STORAGE_UPLOAD_URL',
        value,
        "send-email's STORAGE_UPLOAD_URL, such as https://<ref>.storage.supabase.co/storage/v1/upload/resumable/sign",
      );
}
