import type { PrivacyPolicyQueryResult } from '@nordkyst/content';
import type { PortableTextBlock } from '../content-types';
import { pageSeo } from './page-seo';
import { singleton } from './singleton';
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
