import { type PrivacyPolicyQueryResult, privacyPolicyQuery } from '@nordkyst/content';
import type { PortableTextBlock } from '../content-types';
import { client, singleton } from './client.server';
import { pageSeo } from './page-seo';

export function privacyPolicyFrom(result: PrivacyPolicyQueryResult) {
  const page = singleton(result, 'privacyPolicy');
  return {
    title: page.title,
    lastUpdated: page.lastUpdated,
    sections: (page.sections ?? []).map((section) => ({
      key: section._key,
      heading: section.heading,
      body: section.body as PortableTextBlock[],
    })),
    seo: pageSeo(page),
  };
}

export async function loadPrivacyPolicy() {
  return privacyPolicyFrom(await client.fetch(privacyPolicyQuery));
}
