import { aboutPage } from './about-page.ts';
import { homePage } from './home-page.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { siteSettings } from './site-settings.ts';

/**
 * Documents that exist exactly once, with `_id` equal to the type name. This one list drives the desk
 * structure, the "new document" menu and the allowed document actions.
 */
export const singletonTypes = [siteSettings, homePage, aboutPage, privacyPolicy];

export const singletonTypeNames: ReadonlySet<string> = new Set(singletonTypes.map((type) => type.name));
