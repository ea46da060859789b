import {
  type HomePageQueryResult,
  type ServicePageSlugsQueryResult,
  type ServicesPageQueryResult,
  type ServicesQueryResult,
  servicePageSlugsQuery,
  servicesPageQuery,
  servicesQuery,
} from '@nordkyst/content';
import type { ServiceCard } from '../content-types';
import { client, fetchOnce, singleton } from './client.server';
import { resolveImage } from './image';
import { optionalText } from './owner-text';
import { pageSeo } from './page-seo';

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

export function loadServices(): Promise<ServiceCard[]> {
  return fetchOnce('services', async () => serviceCardsFrom(await client.fetch(servicesQuery)));
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

export async function loadServicesPage() {
  const [services, page] = await Promise.all([loadServices(), client.fetch(servicesPageQuery)]);
  return { services, ...servicesPageFrom(page) };
}

export function serviceSlugsFrom(rows: ServicePageSlugsQueryResult): string[] {
  return [...new Set(rows.flatMap(({ slug }) => (slug ? [slug] : [])))];
}

export async function loadServiceSlugs(): Promise<string[]> {
  return serviceSlugsFrom(await client.fetch(servicePageSlugsQuery));
}
