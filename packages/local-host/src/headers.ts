// `_headers` as Netlify reads it: parsed by Netlify's own parser (`@netlify/headers-parser`), whose
// `forRegExp` is the path matching Netlify's tools use. https://docs.netlify.com/routing/headers/
import { type Header, parseAllHeaders } from '@netlify/headers-parser';

export type HeaderRule = Pick<Header, 'for' | 'forRegExp' | 'values'>;

/** The rules of a `_headers` file (none when it does not exist); throws on a line Netlify would refuse. */
export async function readHeaderRules(file: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: undefined,
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  return headers.filter((rule): rule is Header => 'forRegExp' in rule);
}

/**
 * Headers for a request path. Every matching rule applies; a header set by several rules gets its
 * values joined with ", " as Netlify does, so rules for one header should not overlap.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Headers {
  const headers = new Headers();
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) headers.append(name, value);
  }
  return headers;
}
