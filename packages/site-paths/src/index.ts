// The website's page paths, in one place for the site (its routes, sitemap and navigation) and the
// Studio (the pages its Presentation tool opens for each document).

/** Every page that is not generated from a service, by what it is. */
export const pagePaths = {
  home: '/',
  about: '/om-os/',
  process: '/hvad-du-kan-forvente/',
  gallery: '/galleri/',
  services: '/services/',
  contact: '/kontakt/',
  quote: '/fa-tilbud/',
  privacy: '/privatlivspolitik/',
} as const;

export { jobApplicationPath } from './job-application-path.ts';
export { leadActionPath } from './lead-action-path.ts';

/** A service's own page. */
export function servicePath(slug: string): string {
  return `/services/${slug}/`;
}
export * from './redirects.ts';
