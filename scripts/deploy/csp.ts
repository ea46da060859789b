// Content-Security-Policy values as the deploy check reads them: which origins a policy lets a page
// load from. Directive-agnostic on purpose: the check asks "may this page talk to that host at all",
// the browser tests catch a host listed under the wrong directive.
import { DomUtils } from 'htmlparser2';
import { elementsOf } from './html.ts';

/** One policy: directive name (lower case) -> its source expressions. */
export type Policy = Map<string, string[]>;

/** Directives that govern where a page may load from (CSP Level 3 fetch directives + form-action). */
const fetchDirectives = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'connect-src',
  'frame-src',
  'child-src',
  'font-src',
  'media-src',
  'object-src',
  'manifest-src',
  'worker-src',
  'form-action',
]);

/** A header value may hold several policies separated by commas; each is enforced on its own. */
export function parsePolicies(header: string): Policy[] {
  return header
    .split(',')
    .map((text) => {
      const policy: Policy = new Map();
      for (const part of text.split(';')) {
        const [name, ...sources] = part.trim().split(/\s+/);
        if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
      }
      return policy;
    })
    .filter((policy) => policy.size > 0);
}

/** True when the policy restricts loads at all (a policy of only `frame-ancestors` does not). */
export function restrictsLoads(policy: Policy): boolean {
  return [...policy.keys()].some((name) => fetchDirectives.has(name));
}

/** Host sources (`https://cdn.sanity.io`, `https://*.fbcdn.net`, `http://127.0.0.1:3400`) of a policy. */
export function hostSources(policy: Policy): string[] {
  const hosts = new Set<string>();
  for (const [name, sources] of policy) {
    if (!fetchDirectives.has(name)) continue;
    for (const source of sources)
      if (/^[a-z][a-z0-9+.-]*:\/\/./i.test(source)) hosts.add(source.replace(/\/+$/, ''));
  }
  return [...hosts];
}

/** Whether a host source matches an origin: exact, or `scheme://*.domain` for any subdomain. */
export function sourceMatches(source: string, origin: string): boolean {
  if (source === origin) return true;
  const wildcard = /^([a-z][a-z0-9+.-]*:\/\/)\*\.(.+)$/i.exec(source);
  if (!wildcard) return false;
  const [, scheme = '', domain = ''] = wildcard;
  return origin.startsWith(scheme) && origin.slice(scheme.length).endsWith(`.${domain}`);
}

export function allowsOrigin(policy: Policy, origin: string): boolean {
  return hostSources(policy).some((source) => sourceMatches(source, origin));
}

/**
 * Whether the policy lets the page's scripts connect (fetch, XHR) to `origin`: its connect-src, else
 * its default-src, else anything. Counts `*`, a scheme (`https:`) and host sources.
 */
export function allowsConnect(policy: Policy, origin: string): boolean {
  const sources = policy.get('connect-src') ?? policy.get('default-src');
  if (!sources) return true;
  const scheme = new URL(origin).protocol;
  return sources.some(
    (source) =>
      source === '*' || source.toLowerCase() === scheme || sourceMatches(source.replace(/\/+$/, ''), origin),
  );
}

/** The policies a page carries itself: each `<meta http-equiv="Content-Security-Policy">` in its head. */
export function metaPolicies(html: string): string[] {
  const head = elementsOf(html).find((element) => element.name === 'head');
  if (!head) return [];
  return DomUtils.findAll(
    (element) =>
      element.name === 'meta' && element.attribs['http-equiv']?.toLowerCase() === 'content-security-policy',
    head.children,
  ).map((element) => element.attribs.content ?? '');
}
