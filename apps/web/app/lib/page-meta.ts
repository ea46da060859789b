// The `meta` export of a content page: its head is built from the page's loader data and the site
// settings the root loader put on the first match, so a route says only what is its own.
import type { MetaDescriptor } from 'react-router';
import type { Seo, SiteSettings } from './content-types';
import { breadcrumbList, type Crumb, type JsonLd } from './json-ld';
import { settingsFrom } from './root-data';
import { seo } from './seo';

/** What a page tells its head about itself. */
export interface PageHead {
  /** The visible heading, the search title's fallback. */
  heading: string;
  /** The page's path with its trailing slash. */
  path: string;
  /** The breadcrumb trail; when given, its BreadcrumbList closes the structured data. */
  crumbs?: readonly Crumb[];
  /** The page's own structured data beside the company record. */
  jsonLd?: JsonLd[];
}

interface PageMetaArgs<TData> {
  loaderData: TData;
  matches: readonly ({ loaderData?: unknown } | undefined)[];
}

/** `export const meta: Route.MetaFunction = pageMeta((page, settings) => ({ heading, path, crumbs }))`. */
export function pageMeta<TData extends { seo: Seo }>(
  head: (page: TData, settings: SiteSettings) => PageHead,
): (args: PageMetaArgs<TData>) => MetaDescriptor[] {
  return ({ loaderData, matches }) => {
    const settings = settingsFrom(matches);
    const { heading, path, crumbs, jsonLd = [] } = head(loaderData, settings);
    return seo({
      settings,
      ...loaderData.seo,
      heading,
      path,
      jsonLd: crumbs ? [...jsonLd, breadcrumbList(settings, crumbs, path)] : jsonLd,
    });
  };
}
