import type { AboutPageQueryResult } from '@nordkyst/content';
import { resolveImage } from './image';
import { pageSeo } from './page-seo';
import { singleton } from './singleton';
export function aboutPageFrom(result: AboutPageQueryResult) {
  const page = singleton(result, 'aboutPage');
  return {
    title: page.title,
    intro: page.intro,
    missionHeading: page.missionHeading,
    mission: page.mission,
    primaryServicesHeading: page.primaryServicesHeading,
    primaryServices: page.primaryServices ?? [],
    approachHeading: page.approachHeading,
    approach: page.approach,
    image: resolveImage(page.image, { aspect: 4 / 3 }),
    seo: pageSeo(page, page.image),
  };
}
