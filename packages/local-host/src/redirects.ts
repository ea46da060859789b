// Netlify `_redirects` rules: parsing and matching, so the local host answers exactly as the CDN will.
// https://docs.netlify.com/routing/redirects/ — `from to [status][!] [query=:placeholder ...]`.

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

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const [index, rawLine] of text.split(/\r?\n/).entries()) {
    const line = rawLine.replace(/#.*$/, '').trim();
    if (!line) continue;
    const tokens = line.split(/\s+/);
    const from = tokens.shift();
    // Query conditions sit between the source and the target: `/store id=:id /blog/:id 301`.
    const query: Record<string, string> = {};
    while (tokens[0]?.includes('=') && !/^(\/|https?:)/.test(tokens[0])) {
      const [name = '', value = ''] = (tokens.shift() ?? '').split('=', 2);
      query[name] = value;
    }
    const to = tokens.shift();
    if (!from || !to)
      throw new Error(`_redirects line ${index + 1}: expected "from to [status]", got "${rawLine}"`);
    const statusMatch = tokens[0] ? /^(\d{3})(!?)$/.exec(tokens[0]) : null;
    if (statusMatch) tokens.shift();
    const status = statusMatch ? Number(statusMatch[1]) : 301;
    const force = statusMatch?.[2] === '!';
    // Country, Language and Role conditions need Netlify's edge; refuse them rather than ignore them.
    if (tokens.length) throw new Error(`_redirects line ${index + 1}: unsupported "${tokens.join(' ')}"`);
    rules.push({ from, to, status, force, query });
  }
  return rules;
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
