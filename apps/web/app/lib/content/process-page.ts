import type { ProcessPageQueryResult } from '@nordkyst/content';
import { optionalText } from './owner-text';
import { pageSeo } from './page-seo';
import { singleton } from './singleton';
export type PhaseIcon = NonNullable<NonNullable<ProcessPageQueryResult>['phases']>[number]['icon'];

export function processPageFrom(result: ProcessPageQueryResult) {
  const page = singleton(result, 'processPage');
  return {
    intro: optionalText(page.intro),
    visitPoints: (page.visitPoints ?? []).map(({ _key, title, text }) => ({ key: _key, title, text })),
    phases: (page.phases ?? []).map(({ _key, title, description, icon }) => ({
      key: _key,
      title,
      description,
      icon,
    })),
    howToName: optionalText(page.howToName),
    seo: pageSeo(page),
  };
}
