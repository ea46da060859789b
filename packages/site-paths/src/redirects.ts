// Permanent redirects from old addresses to pages of the site: kept by the owner in the Studio
// ("Omdirigeringer"), added there when a page's address changes, and written into the host's
// `_redirects` by the build. The checks here are the Studio's validation and the build's filter alike,
// so what the owner is told is refused is exactly what the site leaves out.

export interface Redirect {
  from: string;
  to: string;
}

/** A path as the host matches it: Netlify and the local host treat `/a` and `/a/` as one address. */
export function redirectKey(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

// Letters, digits and the URL-safe marks; no `:`, `*`, `!`, spaces, `?` or `#`, which `_redirects`
// would read as placeholders, splats, flags or separators.
const PATH = /^\/(?:[A-Za-z0-9._~%-]+\/?)*$/;

/** Why an address typed in the redirect list is not one, or undefined when it is. */
export function redirectPathProblem(path: string | undefined): string | undefined {
  const value = path?.trim() ?? '';
  if (value === '') return 'Skriv en adresse, fx /services/tag/.';
  if (!value.startsWith('/')) return 'Skriv kun adressen efter domænet, og begynd med /, fx /services/tag/.';
  if (!PATH.test(value))
    return 'En adresse må kun indeholde bogstaverne a-z, tal, bindestreg, punktum, understreg og /, ikke mellemrum, ?, # eller //.';
  return undefined;
}

export interface RedirectProblem {
  /** The rule's index in the list. */
  index: number;
  /** `error`: the rule is refused (the build leaves it out); `warning`: it works, but likely not as meant. */
  level: 'error' | 'warning';
  message: string;
}

/**
 * What is wrong with each rule of the list, given the addresses of the site's live pages: a rule that
 * would hide a live page, point at itself, repeat an earlier rule's address or take part in a loop is
 * refused; one whose chain ends at no page is warned about.
 */
export function redirectProblems(
  rules: readonly Partial<Redirect>[],
  livePages: Iterable<string>,
): RedirectProblem[] {
  const live = new Set([...livePages].map(redirectKey));
  const problems: RedirectProblem[] = [];
  /** The first well-formed rule of each address: where it sends. */
  const next = new Map<string, string>();
  /** Each address as the owner wrote it, for the messages. */
  const written = new Map<string, string>();
  const shown = (key: string) => written.get(key) ?? key;
  const refused = new Set<number>();
  const refuse = (index: number, message: string) => {
    refused.add(index);
    problems.push({ index, level: 'error', message });
  };

  /** Why the rule cannot stand on its own, or undefined (its place in a chain is checked below). */
  const ownProblem = (from: string, to: string): string | undefined => {
    const source = redirectKey(from);
    if (source === redirectKey(to))
      return `${from} sender videre til sig selv. Skriv en anden adresse at sende til.`;
    if (live.has(source))
      return `Der er en side på ${from}, så adressen kan ikke sende videre: siden ville blive skjult. Slet omdirigeringen, eller giv siden en anden adresse.`;
    if (next.has(source)) return `Der er allerede en omdirigering fra ${from}. Slet den ene af dem.`;
    return undefined;
  };

  for (const [index, rule] of rules.entries()) {
    const from = rule.from?.trim() ?? '';
    const to = rule.to?.trim() ?? '';
    const problem = redirectPathProblem(from) ?? redirectPathProblem(to) ?? ownProblem(from, to);
    if (problem !== undefined) {
      refuse(index, problem);
      continue;
    }
    next.set(redirectKey(from), redirectKey(to));
    written.set(redirectKey(from), from);
    if (!written.has(redirectKey(to))) written.set(redirectKey(to), to);
  }

  rules.forEach(({ from }, index) => {
    if (refused.has(index) || from === undefined) return;
    const start = redirectKey(from.trim());
    const chain = [start];
    let at = next.get(start);
    while (at !== undefined && !chain.includes(at)) {
      chain.push(at);
      at = next.get(at);
    }
    if (at === start) {
      const loop = [...chain, start].map(shown).join(' → ');
      refuse(index, `Omdirigeringerne går i ring: ${loop}. Ret eller slet en af dem.`);
    } else if (at === undefined) {
      const end = chain[chain.length - 1] ?? start;
      if (!live.has(end))
        problems.push({
          index,
          level: 'warning',
          message: `${from} sender videre til ${shown(end)}, som ikke er en side på sitet. Besøgende vil se siden "404 - Side ikke fundet".`,
        });
    }
  });
  return problems.sort((a, b) => a.index - b.index);
}

/**
 * The rules the host gets: the refused ones left out, and each chain followed to its end, so a
 * visitor is sent on once (`/a` → `/c`, not `/a` → `/b` → `/c`).
 */
export function hostRedirects(
  rules: readonly Partial<Redirect>[],
  livePages: Iterable<string>,
): { redirects: Redirect[]; refused: { rule: Partial<Redirect>; message: string }[] } {
  const problems = redirectProblems(rules, livePages).filter(({ level }) => level === 'error');
  const refusedIndexes = new Set(problems.map(({ index }) => index));
  const kept = rules.flatMap((rule, index) =>
    refusedIndexes.has(index) || rule.from === undefined || rule.to === undefined
      ? []
      : [{ from: rule.from.trim(), to: rule.to.trim() }],
  );
  const byKey = new Map(kept.map((rule) => [redirectKey(rule.from), rule.to]));
  const redirects = kept.map(({ from, to }) => {
    let end = to;
    // No loop is left among the kept rules, but a bound keeps this a loop that cannot hang.
    for (let step = 0; step < kept.length; step += 1) {
      const further = byKey.get(redirectKey(end));
      if (further === undefined) break;
      end = further;
    }
    return { from, to: end };
  });
  return {
    redirects,
    refused: problems.map(({ index, message }) => ({ rule: rules[index] ?? {}, message })),
  };
}

/**
 * The list after a page moved from `oldPath` to `newPath` (a service's address changed and was
 * published): the old address sends to the new one, rules that sent to the old address send to the new
 * one, and a rule from the new address is dropped, as a live page stands there now. `added` makes the
 * new rule (the Studio gives it a key).
 */
export function redirectsAfterMove<R extends Redirect>(
  rules: readonly R[],
  oldPath: string,
  newPath: string,
  added: (rule: Redirect) => R,
): R[] {
  const oldKey = redirectKey(oldPath);
  const newKey = redirectKey(newPath);
  const kept = rules
    .filter(({ from }) => redirectKey(from) !== oldKey && redirectKey(from) !== newKey)
    .map((rule) => (redirectKey(rule.to) === oldKey ? { ...rule, to: newPath } : rule))
    .filter(({ from, to }) => redirectKey(from) !== redirectKey(to));
  return oldKey === newKey ? kept : [...kept, added({ from: oldPath, to: newPath })];
}

/** The list after a page was published at `path`: no rule may send its visitors away any longer. */
export function redirectsWithLivePage<R extends Redirect>(rules: readonly R[], path: string): R[] {
  const key = redirectKey(path);
  return rules.filter(({ from }) => redirectKey(from) !== key);
}
