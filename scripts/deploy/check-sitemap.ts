// Check (c): the sitemap lists exactly the public routes: every prerendered page except the 404 page
// and pages marked noindex.

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
  for (const link of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel\s*=\s*["']?canonical\b/i.test(link[0])) continue;
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(link[0])?.[1];
    if (href) return new URL(href, 'http://site.invalid').pathname;
  }
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

export function isNoindex(html: string): boolean {
  for (const meta of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = meta[0];
    if (/\bname\s*=\s*["']?robots["']?/i.test(tag) && /\bcontent\s*=\s*["'][^"']*\bnoindex\b/i.test(tag))
      return true;
  }
  return false;
}

/** The `<loc>` URLs of a sitemap. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
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
