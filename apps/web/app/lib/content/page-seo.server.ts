import { contactPageQuery, servicesPageQuery } from '@nordkyst/content';
import { client } from './client.server';
import { pageSeo } from './page-seo';

/** Search texts of pages whose content lives elsewhere (site settings, the services). */
export async function loadContactPageSeo() {
  return pageSeo(await client.fetch(contactPageQuery));
}

export async function loadServicesPageSeo() {
  return pageSeo(await client.fetch(servicesPageQuery));
}
