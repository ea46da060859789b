// Check (a): each page's Content-Security-Policy allows every external origin the page loads, and no
// origin that nothing on the page uses.
import { allowsOrigin, hostSources, parsePolicies, restrictsLoads, sourceMatches } from './csp.ts';

export interface PageLoads {
  /** What the problem lines call the page: its route, or "(any other path)". */
  label: string;
  /** Origins the page certainly loads from: markup, its scripts and stylesheets. */
  required: ReadonlySet<string>;
  /** Origins that justify an allowance: `required` plus any origin the page mentions (e.g. image URLs in its data). */
  used: ReadonlySet<string>;
  /** Every Content-Security-Policy the page gets: the host's header values and its own <meta> policy. */
  policies: readonly string[];
}

/**
 * Hosts that load on behalf of another (an SDK that opens its own frames): allowed where the key
 * origin is used. Keyed by the host the code references, valued by the hosts it brings with it.
 */
export type ImpliedHosts = Readonly<Record<string, readonly string[]>>;

/**
 * Per page: every origin it loads passes all of its policies. Per site: every host any policy lists
 * is used by some page. (After the first load the site is a single-page app, so a page's document
 * may go on to show any other page: an allowance is only "unused" when no page uses it.)
 * `handedOut`: origins the pages reach though no built file names them, as a function's answer names
 * them at run time (the storage host of send-email's upload grants).
 */
export function checkCsp(
  pages: readonly PageLoads[],
  implied: ImpliedHosts = {},
  handedOut: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const listedBy = new Map<string, string[]>();
  const used = new Set<string>(handedOut);
  for (const page of pages) {
    const policies = page.policies.flatMap(parsePolicies).filter(restrictsLoads);
    if (policies.length === 0) {
      problems.push(`${page.label}: no Content-Security-Policy restricts what the page loads`);
      continue;
    }
    for (const origin of [...page.required].sort()) {
      if (!policies.every((policy) => allowsOrigin(policy, origin))) {
        problems.push(`${page.label}: loads ${origin}, which its Content-Security-Policy does not allow`);
      }
    }
    for (const origin of page.used) for (const host of [origin, ...(implied[origin] ?? [])]) used.add(host);
    for (const source of new Set(policies.flatMap(hostSources))) {
      listedBy.set(source, [...(listedBy.get(source) ?? []), page.label]);
    }
  }
  for (const [source, labels] of [...listedBy].sort(([a], [b]) => a.localeCompare(b))) {
    if (![...used].some((origin) => sourceMatches(source, origin))) {
      const where =
        labels.length > 3
          ? `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`
          : labels.join(', ');
      problems.push(`Content-Security-Policy allows ${source} (${where}), which no page uses`);
    }
  }
  return problems;
}
