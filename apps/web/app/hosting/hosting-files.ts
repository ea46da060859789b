// The files the CDN reads beside the HTML, generated from the route list at build time.
import { paths } from '../site-routes.ts';

/**
 * Netlify `_redirects`: each page without its trailing slash answers 301 to the page with it; the
 * job application is served at exactly `/moldova-ansogning` (from `moldova-ansogning.html`); every
 * other path gets the 404 page with status 404. Rules never shadow existing files, so `/om-os/` is
 * served as is.
 */
export function redirectsFile(pages: readonly string[]): string {
  const lines = ['# Generated at build from apps/web/app/site-routes.ts. First match wins.'];
  for (const page of pages) {
    if (page === '/') continue;
    lines.push(`${page.slice(0, -1)} ${page} 301`);
  }
  lines.push(`# ${paths.jobApplication} is served from ${paths.jobApplication}.html with status 200.`);
  lines.push('/* /404.html 404');
  return `${lines.join('\n')}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(siteUrl: string, pages: readonly string[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(`${siteUrl}${page}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
