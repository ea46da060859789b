import { servicePageQuery } from '@nordkyst/content';
import type { ServicePage } from '../content-types';
import { client } from './client.server';
import { servicePageFrom } from './service-page';

export async function loadServicePage(slug: string): Promise<ServicePage | null> {
  return servicePageFrom(await client.fetch(servicePageQuery, { slug }), slug);
}
