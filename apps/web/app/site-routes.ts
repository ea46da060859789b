// The one list of the site's routes: it drives prerendering, `_redirects`, the sitemap and the
// navigation, so a page cannot exist in one of them and be missing from another. The paths themselves
// are shared with the Studio's Presentation tool (@nordkyst/site-paths).
import { jobApplicationPath, leadActionPath, pagePaths as paths, servicePath } from '@nordkyst/site-paths';

export { jobApplicationPath, leadActionPath, paths, servicePath };

export interface NavLinkItem {
  name: string;
  path: string;
}

/** The six links of the top bar, mobile menu and footer, in order. */
export const navigation: readonly NavLinkItem[] = [
  { name: 'Hjem', path: paths.home },
  { name: 'Om os', path: paths.about },
  { name: 'Forløbet', path: paths.process },
  { name: 'Galleri', path: paths.gallery },
  { name: 'Services', path: paths.services },
  { name: 'Kontakt', path: paths.contact },
];

/** The route module (under `app/`) of each page in `paths`: `app/routes.ts` is built from these. */
export const routeModules: Record<keyof typeof paths, string> = {
  home: 'routes/home.tsx',
  about: 'routes/about.tsx',
  process: 'routes/process.tsx',
  gallery: 'routes/gallery.tsx',
  services: 'routes/services.tsx',
  contact: 'routes/contact.tsx',
  quote: 'routes/quote.tsx',
  privacy: 'routes/privacy.tsx',
};

export const jobApplicationRouteModule = 'routes/job-application.tsx';

/** The owner's confirmation of a one-tap action from a company e-mail: not public, never linked, noindex. */
export const leadActionRouteModule = 'routes/lead-action.tsx';

export const serviceRouteModule = 'routes/service.tsx';
export const notFoundRouteModule = 'routes/not-found.tsx';

/** The public pages that are not generated from the CMS, in sitemap order. */
export const staticPages: readonly string[] = [
  paths.home,
  paths.about,
  paths.process,
  paths.gallery,
  paths.services,
  paths.contact,
  paths.quote,
  paths.privacy,
];

/** Every public page: the static ones and one per service that has a page. */
export function publicPages(serviceSlugs: readonly string[]): string[] {
  return [...staticPages, ...serviceSlugs.map(servicePath)];
}

/** The path the 404 page is prerendered at; the build moves its HTML to `/404.html`. */
export const notFoundPrerenderPath = '/404';
