// The website's paths as the Studio's Presentation tool needs them: the same as the site's own list in
// apps/web/app/site-routes.ts (the Studio does not depend on the app; the Presentation e2e spec opens
// them through the Studio).

export const sitePaths = {
  home: '/',
  about: '/om-os/',
  process: '/hvad-du-kan-forvente/',
  gallery: '/galleri/',
  services: '/services/',
  contact: '/kontakt/',
  quote: '/fa-tilbud/',
  privacy: '/privatlivspolitik/',
} as const;

export function servicePagePath(slug: string): string {
  return `/services/${slug}/`;
}

/** The page of each singleton, with the Danish name the Studio shows for it. */
export const singletonPages: Record<string, { title: string; path: string }> = {
  homePage: { title: 'Forsiden', path: sitePaths.home },
  aboutPage: { title: 'Om os', path: sitePaths.about },
  processPage: { title: 'Forløbet', path: sitePaths.process },
  galleryPage: { title: 'Galleri', path: sitePaths.gallery },
  servicesPage: { title: 'Services', path: sitePaths.services },
  contactPage: { title: 'Kontakt', path: sitePaths.contact },
  quotePage: { title: 'Få et tilbud', path: sitePaths.quote },
  privacyPolicy: { title: 'Privatlivspolitik', path: sitePaths.privacy },
};
