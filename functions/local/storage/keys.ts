import { failures } from './errors.ts';

// Supabase's rule for object names (src/storage/limits.ts): S3-safe characters only.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

/** Refuses a name Supabase refuses (`Invalid key: <name>`). */
export function mustBeValidKey(name: string): void {
  if (!name || !VALID_OBJECT_KEY.test(name)) throw failures.invalidKey(name);
}

/**
 * Refuses a name with a `.` or `..` segment, as Supabase's file backend (the one `supabase start` runs)
 * does before it touches the disk (src/storage/backend/secure-path.ts); the local store never builds a
 * path from a name either (local/storage/object-store.ts), this is the answer a client gets.
 */
export function mustHaveNoDotSegment(key: string): void {
  if (key.split(/[\\/]+/).some((segment) => segment === '.' || segment === '..'))
    throw failures.invalidKey(key, 'contains dot path segment');
}
