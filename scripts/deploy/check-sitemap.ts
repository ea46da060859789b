// Check (c): the sitemap lists exactly the public routes: every prerendered page except the 404 page
// and pages marked noindex.
import { elementsOf, textOf } from './html.ts';

export interface BuiltPage {
  /** URL path the page is served at: `/`, `/om-os/`, `/moldova-ansogning`. */
  route: string;
  html: string;
  /** The page served for unknown paths (status 404). */
  notFound?: boolean;
}

/**
 * The route a built page is served at: the path of its canonical link when it has one, else its
 * folder with a slash (`om-os/index.html` -> `/om-os/`) or its name without `.html`
 * (`moldova-ansogning.html` -> `/moldova-ansogning`).
 */
export function routeOf(file: string, html: string): string {
  const canonical = elementsOf(html).find(
    (tag) => tag.name === 'link' && /(^|\s)canonical(\s|$)/i.test(tag.attribs.rel ?? '') && tag.attribs.href,
  );
  if (canonical?.attribs.href) return new URL(canonical.attribs.href, 'http://site.invalid').pathname;
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

export function isNoindex(html: string): boolean {
  return elementsOf(html).some(
    (tag) =>
      tag.name === 'meta' &&
      tag.attribs.name?.toLowerCase() === 'robots' &&
      /\bnoindex\b/i.test(tag.attribs.content ?? ''),
  );
}

/** The `<loc>` URLs of a sitemap. */
export function sitemapLocations(xml: string): string[] {
  return elementsOf(xml, { xml: true })
    .filter((tag) => tag.name === 'loc')
    .map((tag) => textOf(tag).trim());
}

export function publicRoutes(pages: readonly BuiltPage[]): string[] {
  return pages
    .filter((page) => !page.notFound && !isNoindex(page.html))
    .map((page) => page.route)
    .sort();
}

export function checkSitemap(pages: readonly BuiltPage[], sitemapXml: string | undefined): string[] {
  if (sitemapXml === undefined) return ['sitemap.xml is missing from the build'];
  const problems: string[] = [];
  const locations = sitemapLocations(sitemapXml);
  const origins = new Set<string>();
  const listed = new Set<string>();
  for (const location of locations) {
    let url: URL;
    try {
      url = new URL(location);
    } catch {
      problems.push(`sitemap.xml: ${location} is not an absolute URL`);
      continue;
    }
    origins.add(url.origin);
    if (listed.has(url.pathname)) problems.push(`sitemap.xml lists ${url.pathname} twice`);
    listed.add(url.pathname);
  }
  if (origins.size > 1) problems.push(`sitemap.xml mixes origins: ${[...origins].join(', ')}`);
  const expected = publicRoutes(pages);
  for (const route of expected)
    if (!listed.has(route)) problems.push(`public route ${route} is missing from sitemap.xml`);
  const known = new Set(expected);
  for (const route of [...listed].sort()) {
    if (!known.has(route)) {
      const page = pages.find((p) => p.route === route);
      const why = !page ? 'no such page in the build' : page.notFound ? 'the 404 page' : 'marked noindex';
      problems.push(`sitemap.xml lists ${route}, which is not a public route (${why})`);
    }
  }
  return problems;
}
