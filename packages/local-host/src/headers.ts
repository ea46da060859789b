// Netlify `_headers` rules: a path pattern at the start of a line, then indented `Name: value` lines.
// https://docs.netlify.com/routing/headers/ — `*` matches any characters, `:name` one path segment.

export interface HeaderRule {
  pattern: string;
  regex: RegExp;
  headers: [name: string, value: string][];
}

function compilePattern(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const [index, rawLine] of text.split(/\r?\n/).entries()) {
    if (!rawLine.trim() || rawLine.trim().startsWith('#')) continue;
    if (!/^\s/.test(rawLine)) {
      const pattern = rawLine.trim();
      current = { pattern, regex: compilePattern(pattern), headers: [] };
      rules.push(current);
      continue;
    }
    const separator = rawLine.indexOf(':');
    if (!current || separator < 0)
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    current.headers.push([rawLine.slice(0, separator).trim(), rawLine.slice(separator + 1).trim()]);
  }
  return rules;
}

/**
 * Headers for a request path. Every matching rule applies; a header set by several rules gets its
 * values joined with ", " as Netlify does, so rules for one header should not overlap.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Headers {
  const headers = new Headers();
  for (const rule of rules) {
    if (!rule.regex.test(pathname)) continue;
    for (const [name, value] of rule.headers) headers.append(name, value);
  }
  return headers;
}
