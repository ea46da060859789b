// The addresses of the site's published pages, as the Studio reads them to check the redirect list.
import { jobApplicationPath, leadActionPath, pagePaths, servicePath } from '@nordkyst/site-paths';
import type { SanityClient } from 'sanity';

export const REDIRECTS_API_VERSION = '2025-02-19';

/** The site builds a page for every published service that has one, beside its fixed pages. */
const PUBLISHED_SERVICE_SLUGS = `*[_type == "service" && !(_id in path("drafts.**")) && hasPage == true && defined(slug.current)].slug.current`;

export async function livePages(client: SanityClient): Promise<string[]> {
  const slugs = await client.fetch<string[]>(PUBLISHED_SERVICE_SLUGS);
  return [...Object.values(pagePaths), jobApplicationPath, leadActionPath, ...slugs.map(servicePath)];
}
