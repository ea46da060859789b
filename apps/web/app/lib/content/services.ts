import type {
  HomePageQueryResult,
  ServicePageSlugsQueryResult,
  ServicesPageQueryResult,
  ServicesQueryResult,
} from '@nordkyst/content';
import type { ServiceCard } from '../content-types';
import { resolveImage } from './image';
import { optionalText } from './owner-text';
import { pageSeo } from './page-seo';
import { singleton } from './singleton';

type CmsServiceCard =
  | ServicesQueryResult[number]
  | NonNullable<NonNullable<HomePageQueryResult>['coreServices']>[number];

/** A service as a card; null for a reference to a deleted or unpublished service. */
export function serviceCardFrom(service: CmsServiceCard | null): ServiceCard | null {
  if (!service?.slug) return null;
  return {
    id: service._id,
    title: service.title,
    slug: service.slug,
    shortDescription: service.shortDescription,
    image: resolveImage(service.image, { aspect: 4 / 3 }),
    hasPage: service.hasPage === true,
  };
}

export function serviceCardsFrom(services: readonly (CmsServiceCard | null)[] | null): ServiceCard[] {
  return (services ?? []).flatMap((service) => serviceCardFrom(service) ?? []);
}

/** The overview's copy around the service cards; what the owner left empty is left out. */
export function servicesPageFrom(result: ServicesPageQueryResult) {
  const page = singleton(result, 'servicesPage');
  return {
    intro: optionalText(page.intro),
    invitationHeading: optionalText(page.invitationHeading),
    seo: pageSeo(page),
  };
}

export function serviceSlugsFrom(rows: ServicePageSlugsQueryResult): string[] {
  return [...new Set(rows.flatMap(({ slug }) => (slug ? [slug] : [])))];
}
