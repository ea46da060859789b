import { aboutPage } from './about-page.ts';
import { contactPage } from './contact-page.ts';
import { galleryPage } from './gallery-page.ts';
import { homePage } from './home-page.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { processPage } from './process-page.ts';
import { quotePage } from './quote-page.ts';
import { redirects } from './redirects.ts';
import { servicesPage } from './services-page.ts';
import { siteSettings } from './site-settings.ts';

/**
 * Documents that exist exactly once, with `_id` equal to the type name. This one list drives the desk
 * structure, the "new document" menu and the allowed document actions.
 */
export const singletonTypes = [
  siteSettings,
  homePage,
  aboutPage,
  processPage,
  servicesPage,
  galleryPage,
  quotePage,
  contactPage,
  privacyPolicy,
  redirects,
];

export const singletonTypeNames: ReadonlySet<string> = new Set(singletonTypes.map((type) => type.name));
