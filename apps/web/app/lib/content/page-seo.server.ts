import { contactPageQuery } from '@nordkyst/content';
import { client } from './client.server';
import { pageSeo } from './page-seo';

/** Search texts of the contact page, whose content lives in the site settings. */
export async function loadContactPageSeo() {
  return pageSeo(await client.fetch(contactPageQuery));
}
