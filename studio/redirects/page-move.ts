// Where a service's page is before and after a publish: the Studio keeps a redirect from the old
// address when the page moves or is taken off the site.
import {
  pagePaths,
  type Redirect,
  redirectsAfterMove,
  redirectsWithLivePage,
  servicePath,
} from '@nordkyst/site-paths';

export interface ServiceVersion {
  hasPage?: boolean;
  slug?: { current?: string };
}

/** The address of the page a version of a service has, if it has one. */
export function servicePagePath(version: ServiceVersion | null | undefined): string | undefined {
  const slug = version?.slug?.current;
  return version?.hasPage === true && slug ? servicePath(slug) : undefined;
}

export interface PageMove {
  /** The published page's address, if it had one and it changes. */
  from?: string;
  /** Where its visitors go now: the new address, or the services overview when the page is gone. */
  to?: string;
  /** The address the published version will have a page at. */
  live?: string;
}

export function pageMove(
  published: ServiceVersion | null | undefined,
  next: ServiceVersion | null | undefined,
): PageMove {
  const before = servicePagePath(published);
  const live = servicePagePath(next);
  if (before === undefined || before === live) return { live };
  return { from: before, to: live ?? pagePaths.services, live };
}

/** The redirect list after the publish; `added` gives a new rule its key. */
export function redirectsAfterPublish<R extends Redirect>(
  rules: readonly R[],
  move: PageMove,
  added: (rule: Redirect) => R,
): R[] {
  const moved = move.from && move.to ? redirectsAfterMove(rules, move.from, move.to, added) : [...rules];
  return move.live ? redirectsWithLivePage(moved, move.live) : moved;
}

/** What the owner is told beside the field, before publishing, when the publish will move the page. */
export function pageMoveNotice(move: PageMove): string | undefined {
  if (!move.from || !move.to) return undefined;
  return move.live
    ? `Når du udgiver, flytter siden fra ${move.from} til ${move.to}. Den gamle adresse sender besøgende videre til den nye (se "Omdirigeringer").`
    : `Når du udgiver, har servicen ikke længere en side. Besøgende på ${move.from} sendes videre til ${move.to} (se "Omdirigeringer").`;
}
