// What each page reads, for the preview: the same GROQ queries the route loaders run at build time
// and the same functions that turn their results into the page's data.
import {
  aboutPageQuery,
  galleryPageQuery,
  galleryQuery,
  homePageQuery,
  privacyPolicyQuery,
  processPageQuery,
  quotePageQuery,
  servicePageQuery,
  servicesPageQuery,
  servicesQuery,
  siteSettingsQuery,
} from '@nordkyst/content';
import { aboutPageFrom } from '~/lib/content/about-page';
import { galleryItemsFrom, galleryPageFrom } from '~/lib/content/gallery';
import { homePageFrom } from '~/lib/content/home-page';
import { privacyPolicyFrom } from '~/lib/content/privacy-policy';
import { processPageFrom } from '~/lib/content/process-page';
import { quotePageFrom } from '~/lib/content/quote-page';
import { servicePageFrom } from '~/lib/content/service-page';
import { serviceCardsFrom, servicesPageFrom } from '~/lib/content/services';
import { siteSettingsFrom } from '~/lib/content/site-settings';
import type { DocumentAt } from './edit-links';

export interface LiveQuery {
  query: string;
  params?: Record<string, string>;
  /** Where the result's documents are, for the edit links. */
  documents: readonly DocumentAt[];
}

export interface LivePage {
  queries: (params: Readonly<Record<string, string | undefined>>) => LiveQuery[];
  /** The page's data from the live results, in the order of `queries`; null keeps the built page. */
  // biome-ignore lint/suspicious/noExplicitAny: each page's results have the types of its own queries.
  from: (results: any[], built: any, params: Readonly<Record<string, string | undefined>>) => unknown;
}

const singleton = (type: string): DocumentAt[] => [{ at: '', id: type, type }];
const each = (at: string, type: string): DocumentAt => ({ at: `${at}*`, type });

const galleryItems: LiveQuery = { query: galleryQuery, documents: [each('', 'galleryItem')] };
const serviceCards: LiveQuery = { query: servicesQuery, documents: [each('', 'service')] };

export const livePages = {
  root: {
    queries: () => [{ query: siteSettingsQuery, documents: singleton('siteSettings') }],
    from: ([settings]) => ({ settings: siteSettingsFrom(settings) }),
  },
  home: {
    queries: () => [
      {
        query: homePageQuery,
        documents: [
          ...singleton('homePage'),
          each('coreServices.', 'service'),
          each('featuredProjects.', 'galleryItem'),
          each('testimonials.', 'testimonial'),
        ],
      },
    ],
    from: ([page]) => homePageFrom(page),
  },
  about: {
    queries: () => [{ query: aboutPageQuery, documents: singleton('aboutPage') }],
    from: ([page]) => aboutPageFrom(page),
  },
  process: {
    queries: () => [{ query: processPageQuery, documents: singleton('processPage') }],
    from: ([page]) => processPageFrom(page),
  },
  gallery: {
    queries: () => [galleryItems, { query: galleryPageQuery, documents: singleton('galleryPage') }],
    from: ([items, page]) => galleryPageFrom(page, galleryItemsFrom(items)),
  },
  services: {
    queries: () => [serviceCards, { query: servicesPageQuery, documents: singleton('servicesPage') }],
    from: ([services, page]) => ({ services: serviceCardsFrom(services), ...servicesPageFrom(page) }),
  },
  service: {
    queries: ({ slug = '' }) => [
      {
        query: servicePageQuery,
        params: { slug },
        documents: [
          { at: '', type: 'service' },
          { at: 'headings', id: 'servicesPage', type: 'servicesPage' },
        ],
      },
    ],
    from: ([page], _built, { slug = '' }) => servicePageFrom(page, slug),
  },
  quote: {
    queries: () => [
      {
        query: quotePageQuery,
        documents: [...singleton('quotePage'), { at: 'expertise.*.project', type: 'galleryItem' }],
      },
    ],
    from: ([page]) => quotePageFrom(page),
  },
  // The date's wording is made at build time (routes/privacy.tsx); the preview keeps the built one.
  privacy: {
    queries: () => [{ query: privacyPolicyQuery, documents: singleton('privacyPolicy') }],
    from: ([policy], built) => ({ ...built, ...privacyPolicyFrom(policy) }),
  },
} satisfies Record<string, LivePage>;

export type LivePageName = keyof typeof livePages;
