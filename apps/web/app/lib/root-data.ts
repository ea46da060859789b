import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from './content-types';

/** The site settings the root loader put on the first match, for a route's `meta` function. */
export function settingsFrom(matches: readonly ({ loaderData?: unknown } | undefined)[]): SiteSettings {
  const root = matches[0]?.loaderData as { settings?: SiteSettings } | undefined;
  if (!root?.settings) throw new Error('The root loader data (site settings) is missing');
  return root.settings;
}

/** The company details from the CMS, for any component below the root. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData('root') as { settings: SiteSettings } | undefined;
  if (!data) throw new Error('The root loader data (site settings) is missing');
  return data.settings;
}
