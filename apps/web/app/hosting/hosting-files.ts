// The files the CDN reads beside the HTML, generated from the route list at build time.
import type { Redirect } from '@nordkyst/site-paths';
import type { ServiceCard, SiteSettings } from '../lib/content-types.ts';
import { jobApplicationPath, leadActionPath, navigation, paths, servicePath } from '../site-routes.ts';

/** The preview build's SPA shell, where a service that exists only as a draft is rendered live. */
export const previewShellFile = 'preview-shell.html';

/**
 * Netlify `_redirects`: the owner's redirects (checked, chains followed: `hostRedirects`) answer 301 at
 * their old address (the host matches it with and without a trailing slash); each page without its trailing slash answers
 * 301 to the page with it; the
 * job application is served at exactly `/moldova-ansogning` (from `moldova-ansogning.html`); every
 * other path gets the 404 page with status 404. Rules never shadow existing files, so `/om-os/` is
 * served as is. The preview build (`preview`) answers a service that has no prerendered page with
 * its SPA shell, which shows the service's draft through the Studio (app/preview/draft-page.tsx).
 */
export function redirectsFile(
  pages: readonly string[],
  owned: readonly Redirect[] = [],
  preview = false,
): string {
  const lines = [
    '# Generated at build from apps/web/app/site-routes.ts and the Studio\'s "Omdirigeringer". First match wins.',
  ];
  for (const { from, to } of owned) lines.push(`${from} ${to} 301`);
  for (const page of pages) {
    if (page === '/') continue;
    lines.push(`${page.slice(0, -1)} ${page} 301`);
  }
  lines.push(`# ${jobApplicationPath} is served from ${jobApplicationPath}.html with status 200.`);
  if (preview) lines.push(`${servicePath(':slug')} /${previewShellFile} 200`);
  lines.push('/* /404.html 404');
  return `${lines.join('\n')}\n`;
}

/**
 * The `_headers` rule of the owner's one-tap action page (decision 062): no cache or proxy keeps it, and no
 * search engine indexes it (its <meta> says so too, and the page is never linked).
 */
export function leadActionHeaderRule(): string {
  return [
    "# The owner's one-tap action page, generated at build (apps/web/app/hosting/hosting-files.ts).",
    `${leadActionPath}*`,
    '  Cache-Control: no-store',
    '  X-Robots-Tag: noindex',
    '',
  ].join('\n');
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

/** What `llms.txt` tells about the company: its settings and the services it offers. */
export interface LlmsTxtContent {
  settings: Pick<
    SiteSettings,
    | 'companyName'
    | 'aboutShort'
    | 'address'
    | 'phoneDisplay'
    | 'email'
    | 'openingHours'
    | 'cvr'
    | 'callbackPromise'
    | 'siteUrl'
  >;
  services: readonly Pick<ServiceCard, 'title' | 'slug' | 'shortDescription' | 'hasPage'>[];
}

/** CMS text inside Markdown link text, where a bracket would end the link. */
function markdownText(text: string): string {
  return text.replace(/[[\]]/g, '\\$&').replace(/\s+/g, ' ').trim();
}

/**
 * `llms.txt` (llmstxt.org): the company in a few lines and a link to every public page, for assistants
 * that answer questions about it. Generated from the CMS, so it never contradicts the site.
 */
export function llmsTxt({ settings, services }: LlmsTxtContent): string {
  const url = (path: string) => `${settings.siteUrl}${path}`;
  const { street, postalCode, town, region } = settings.address;
  const lines = [
    `# ${markdownText(settings.companyName)}`,
    '',
    `> ${markdownText(settings.aboutShort)}`,
    '',
    `Adresse: ${street}, ${postalCode} ${town} (${region}). Telefon: ${settings.phoneDisplay} (${settings.openingHours}). ` +
      `E-mail: ${settings.email}. CVR: ${settings.cvr}. Vi vender tilbage ${settings.callbackPromise}.`,
    '',
    '## Sider',
    '',
    ...navigation.map((link) => `- [${link.name}](${url(link.path)})`),
    `- [Få et tilbud](${url(paths.quote)}): beskriv opgaven og vedhæft billeder`,
    `- [Privatlivspolitik](${url(paths.privacy)})`,
    '',
    '## Services',
    '',
    ...services.map((service) => {
      const title = markdownText(service.title);
      const name = service.hasPage ? `[${title}](${url(servicePath(service.slug))})` : title;
      return `- ${name}: ${markdownText(service.shortDescription)}`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}
