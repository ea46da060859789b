import { servicePath } from '@nordkyst/site-paths';
import {
  type DocumentLocation,
  type DocumentLocationResolverObject,
  type DocumentLocationResolvers,
  type DocumentLocationsState,
  defineDocuments,
  defineLocations,
} from 'sanity/presentation';
import { singletonPages } from './site-pages.ts';

const page = (title: string, href: string): DocumentLocation => ({ title, href });
const { homePage: home, galleryPage: gallery, servicesPage: services, quotePage: quote } = singletonPages;
const singletonLocations = Object.values(singletonPages).map(({ title, path }) => page(title, path));

/** The company details sit in every page's header and footer. */
export const everyPage: DocumentLocationsState = {
  locations: singletonLocations,
  message: 'Vises i sidehoved og sidefod på alle sider',
};

/** A service: its own page (when it has one), the overview and the home page's cards. */
export const serviceLocations: DocumentLocationResolverObject<'title' | 'slug' | 'hasPage'> = {
  select: { title: 'title', slug: 'slug.current', hasPage: 'hasPage' },
  resolve: (doc) => ({
    locations: [
      ...(doc?.hasPage && doc.slug ? [page(doc.title || 'Servicens side', servicePath(doc.slug))] : []),
      page(services.title, services.path),
      page(home.title, home.path),
    ],
  }),
};

/**
 * Document → the pages that show it, so the owner can open a document's page from the form.
 */
export const locations: DocumentLocationResolvers = {
  siteSettings: everyPage,
  ...Object.fromEntries(
    Object.entries(singletonPages).map(([type, { title, path }]) => [
      type,
      defineLocations({ locations: [page(title, path)] }),
    ]),
  ),
  service: serviceLocations,
  galleryItem: defineLocations({
    locations: [
      page(gallery.title, gallery.path),
      page(home.title, home.path),
      page(quote.title, quote.path),
    ],
  }),
  testimonial: defineLocations({ locations: [page(home.title, home.path)] }),
};

/** Page → the document the owner edits there, so a click in the preview opens the right form. */
export const mainDocuments = defineDocuments([
  { route: '/services/:slug/', filter: `_type == "service" && slug.current == $slug` },
  ...Object.entries(singletonPages).map(([type, { path }]) => ({ route: path, filter: `_id == "${type}"` })),
]);
