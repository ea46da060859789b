// Netlify `_redirects` rules: read by Netlify's own parser, matched here as Netlify's edge matches them
// (the parser does not match): placeholders, splats, query conditions, trailing slashes, shadowing.
// https://docs.netlify.com/routing/redirects/
import { parseAllRedirects } from '@netlify/redirect-parser';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `!` after the status: the rule applies even when a file exists at the path. */
  force: boolean;
  /** Query conditions: parameter name -> placeholder name (`id=:id`) or literal value. */
  query: Record<string, string>;
}

export interface RedirectMatch {
  rule: RedirectRule;
  /** Target with `:placeholder` and `:splat` filled in. */
  location: string;
}

/** What `@netlify/redirect-parser` gives for one rule (its types say `unknown`). */
interface ParsedRedirect {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
  signed?: string;
}

/**
 * The rules of a `_redirects` file (none when it does not exist), parsed by Netlify's own parser.
 * Throws on a line Netlify would refuse, and on conditions (country, language, role, signing) that
 * only Netlify's edge can evaluate: refused rather than silently ignored.
 */
export async function readRedirectRules(file: string): Promise<RedirectRule[]> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  return (redirects as ParsedRedirect[]).map((rule) => {
    if (Object.keys(rule.conditions ?? {}).length > 0 || rule.signed)
      throw new Error(`${file}: "${rule.from}" has conditions the local host does not support`);
    // Netlify's default status is 301.
    return {
      from: rule.from,
      to: rule.to,
      status: rule.status ?? 301,
      force: rule.force ?? false,
      query: rule.query ?? {},
    };
  });
}

/** Netlify normalises a trailing slash before matching: `/about` matches `/about/` and vice versa. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles a `from` pattern: `:name` matches one path segment, a trailing `*` matches the rest. */
function compile(from: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let pattern = withoutTrailingSlash(from);
  let splat = false;
  if (pattern.endsWith('*')) {
    splat = true;
    pattern = pattern.slice(0, -1);
  }
  const source = escapeRegExp(pattern).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  if (splat) {
    names.push('splat');
    return { regex: new RegExp(`^${source}(.*)$`), names };
  }
  return { regex: new RegExp(`^${source}/?$`), names };
}

const compiled = new WeakMap<RedirectRule, ReturnType<typeof compile>>();

function paramsFor(
  rule: RedirectRule,
  pathname: string,
  search: URLSearchParams,
): Record<string, string> | null {
  let entry = compiled.get(rule);
  if (!entry) {
    entry = compile(rule.from);
    compiled.set(rule, entry);
  }
  const match = entry.regex.exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  entry.names.forEach((name, i) => {
    params[name] = match[i + 1] ?? '';
  });
  for (const [name, expected] of Object.entries(rule.query)) {
    const actual = search.get(name);
    if (actual === null) return null;
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    else if (actual !== expected) return null;
  }
  return params;
}

function fill(to: string, params: Record<string, string>): string {
  return to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The first rule that applies to the request. When a file exists at the path (`fileExists`), only
 * forced rules apply: a plain rule never shadows content (Netlify's shadowing behaviour).
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
  search: URLSearchParams = new URLSearchParams(),
  fileExists = false,
): RedirectMatch | null {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const params = paramsFor(rule, pathname, search);
    if (params) return { rule, location: fill(rule.to, params) };
  }
  return null;
}
