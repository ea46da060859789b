// The head of every page: one helper builds title, description, canonical, social tags and JSON-LD,
// so no page can forget one of them or carry two titles.
import type { MetaDescriptor } from 'react-router';
import type { SiteSettings } from './content-types';
import { generalContractor, type JsonLd } from './json-ld';

export interface SeoInput {
  settings: SiteSettings;
  /** The owner's search title; when empty, `heading | company name`. */
  title?: string | null | undefined;
  /** The page's visible heading, the title's fallback. */
  heading?: string;
  /** The owner's search description; when empty, the site's default description. */
  description?: string | null | undefined;
  /** The page's path with its trailing slash, e.g. `/om-os/`. */
  path: string;
  /** Absolute URL of the social preview image; defaults to the site's default SEO image. */
  image?: string | null | undefined;
  /** Extra structured data beside the company's GeneralContractor record. */
  jsonLd?: JsonLd[];
  noindex?: boolean;
}

export function canonicalUrl(settings: SiteSettings, path: string): string {
  return `${settings.siteUrl}${path}`;
}

/** The title a page shows in search results: the owner's, or the page heading with the company name. */
export function pageTitle(settings: SiteSettings, title?: string | null, heading?: string): string {
  if (title) return title;
  return heading ? `${heading} | ${settings.companyName}` : settings.companyName;
}

export function seo({
  settings,
  title: ownTitle,
  heading,
  description: ownDescription,
  path,
  image,
  jsonLd = [],
  noindex = false,
}: SeoInput): MetaDescriptor[] {
  const title = pageTitle(settings, ownTitle, heading);
  const description = ownDescription || settings.defaultSeoDescription;
  const url = canonicalUrl(settings, path);
  const imageUrl = image ?? settings.defaultSeoImageUrl ?? undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'da_DK' },
    { property: 'og:site_name', content: settings.companyName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (imageUrl) {
    tags.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl });
  }
  if (noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const data of [generalContractor(settings), ...jsonLd]) tags.push({ 'script:ld+json': data });
  return tags;
}
