// A production build never falls back to the local defaults: with Sanity's cloud configured, or on
// the host's build (Netlify sets NETLIFY=true), every variable the live site needs must be set and
// point away from this machine. The build stops on these problems; the deploy check repeats them.
import { pointsAtLoopback } from '../../functions/_shared/config.ts';

type Env = Readonly<Record<string, string | undefined>>;

export function isProductionBuild(env: Env): boolean {
  return Boolean(env.SANITY_PROJECT_ID?.trim()) || env.NETLIFY === 'true';
}

/** Each problem names its variable. */
export function productionEnvProblems(env: Env): string[] {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;
  for (const name of ['SANITY_PROJECT_ID', 'VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']) {
    if (!value(name)) problems.push(`${name} is required for a production build`);
  }
  // The one relaxation of the functions' loopback guard is for the Deno suite on this machine only.
  if (value('ALLOW_LOOPBACK_SERVICES'))
    problems.push(
      'ALLOW_LOOPBACK_SERVICES is set: it is for the tests on this machine, never for production',
    );
  for (const name of ['VITE_SUPABASE_URL', 'VITE_STORAGE_UPLOAD_URL', 'SANITY_API_HOST']) {
    const url = value(name);
    if (url && pointsAtLoopback(url)) problems.push(`${name} points at a loopback address (${url})`);
  }
  return problems;
}

/**
 * Loopback origins in a built policy (`where`: `_headers`, or the pages' own <meta> policies): a policy
 * names the functions and image origins the build was configured with, so a local default that made it
 * into the live site shows here.
 */
export function loopbackInPolicies(where: string, policies: string): string[] {
  const found = policies.match(/\bhttps?:\/\/(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])(?::\d+)?/g) ?? [];
  return [...new Set(found)].map((origin) => `${where}: the Content-Security-Policy allows ${origin}`);
}
