// The website's paths as the Studio's Presentation tool needs them: the same as the site's own list in
// apps/web/app/site-routes.ts (the Studio does not depend on the app; the Presentation e2e spec opens
// them through the Studio).

export function servicePagePath(slug: string): string {
  return `/services/${slug}/`;
}

/** The page of each singleton (every page of the site but the services' own), with its Danish name. */
export const singletonPages = {
  homePage: { title: 'Forsiden', path: '/' },
  aboutPage: { title: 'Om os', path: '/om-os/' },
  processPage: { title: 'Forløbet', path: '/hvad-du-kan-forvente/' },
  galleryPage: { title: 'Galleri', path: '/galleri/' },
  servicesPage: { title: 'Services', path: '/services/' },
  contactPage: { title: 'Kontakt', path: '/kontakt/' },
  quotePage: { title: 'Få et tilbud', path: '/fa-tilbud/' },
  privacyPolicy: { title: 'Privatlivspolitik', path: '/privatlivspolitik/' },
} satisfies Record<string, { title: string; path: string }>;
