import { servicePageSlugsQuery, servicesPageQuery, servicesQuery } from '@nordkyst/content';
import type { ServiceCard } from '../content-types';
import { client, fetchOnce } from './client.server';
import { serviceCardsFrom, serviceSlugsFrom, servicesPageFrom } from './services';

export function loadServices(): Promise<ServiceCard[]> {
  return fetchOnce('services', async () => serviceCardsFrom(await client.fetch(servicesQuery)));
}

export async function loadServicesPage() {
  const [services, page] = await Promise.all([loadServices(), client.fetch(servicesPageQuery)]);
  return { services, ...servicesPageFrom(page) };
}

export async function loadServiceSlugs(): Promise<string[]> {
  return serviceSlugsFrom(await client.fetch(servicePageSlugsQuery));
}
