// The security and caching headers every page and every hashed asset must carry.
import { parsePolicies } from './csp.ts';

export interface ServedHeaders {
  /** A route, or an asset path such as /assets/root-abc123.js. */
  path: string;
  headers: Headers;
}

const oneYear = 31_536_000;

function maxAge(value: string | null): number | undefined {
  const match = /\bmax-age=(\d+)/i.exec(value ?? '');
  return match ? Number(match[1]) : undefined;
}

/** One line per kind of problem, naming the paths that have it (or how many, and one). */
function grouped(problems: Map<string, string[]>, noun: string): string[] {
  return [...problems].map(([problem, paths]) =>
    paths.length <= 2
      ? `${paths.join(', ')}: ${problem}`
      : `${paths.length} ${noun} (e.g. ${paths[0]}): ${problem}`,
  );
}

function collector() {
  const problems = new Map<string, string[]>();
  const add = (problem: string, path: string) =>
    problems.set(problem, [...(problems.get(problem) ?? []), path]);
  return { problems, add };
}

export function checkPageHeaders(pages: readonly ServedHeaders[]): string[] {
  const { problems, add } = collector();
  for (const { path, headers } of pages) {
    if ((maxAge(headers.get('strict-transport-security')) ?? 0) < oneYear) {
      add('Strict-Transport-Security with max-age of at least a year is missing', path);
    }
    if (headers.get('x-content-type-options')?.toLowerCase() !== 'nosniff')
      add('X-Content-Type-Options: nosniff is missing', path);
    if (!headers.get('referrer-policy')) add('Referrer-Policy is missing', path);
    if (!headers.get('permissions-policy')) add('Permissions-Policy is missing', path);
    const policies = parsePolicies(headers.get('content-security-policy') ?? '');
    if (!policies.some((policy) => policy.get('frame-ancestors')?.join(' ') === "'none'")) {
      add("Content-Security-Policy with frame-ancestors 'none' is missing", path);
    }
    const cache = headers.get('cache-control');
    // No Cache-Control means the host's default, which revalidates (Netlify and the local host alike);
    // no-store (the owner's action page) keeps nothing at all.
    if (cache && !/\bno-cache\b|\bmust-revalidate\b|\bno-store\b/.test(cache) && (maxAge(cache) ?? 1) > 0) {
      add(`HTML must be revalidated, but Cache-Control is "${cache}"`, path);
    }
  }
  return grouped(problems, 'pages');
}

export function checkAssetHeaders(assets: readonly ServedHeaders[]): string[] {
  const { problems, add } = collector();
  for (const { path, headers } of assets) {
    const cache = headers.get('cache-control') ?? '';
    if ((maxAge(cache) ?? 0) < oneYear || !/\bimmutable\b/.test(cache)) {
      add(`should be cached immutable for a year, Cache-Control is "${cache}"`, path);
    }
    if (headers.get('x-content-type-options')?.toLowerCase() !== 'nosniff')
      add('X-Content-Type-Options: nosniff is missing', path);
  }
  return grouped(problems, 'hashed assets');
}
