// The website's pages as the Studio's Presentation tool names them: the paths are the site's own
// (@nordkyst/site-paths), the titles are what the owner reads in the Studio.
import { pagePaths } from '@nordkyst/site-paths';

/** The page of each singleton (every page of the site but the services' own), with its Danish name. */
export const singletonPages = {
  homePage: { title: 'Forsiden', path: pagePaths.home },
  aboutPage: { title: 'Om os', path: pagePaths.about },
  processPage: { title: 'Forløbet', path: pagePaths.process },
  galleryPage: { title: 'Galleri', path: pagePaths.gallery },
  servicesPage: { title: 'Services', path: pagePaths.services },
  contactPage: { title: 'Kontakt', path: pagePaths.contact },
  quotePage: { title: 'Få et tilbud', path: pagePaths.quote },
  privacyPolicy: { title: 'Privatlivspolitik', path: pagePaths.privacy },
} satisfies Record<string, { title: string; path: string }>;
