import { type AboutPageQueryResult, aboutPageQuery } from '@nordkyst/content';
import { client, singleton } from './client.server';
import { resolveImage } from './image';
import { pageSeo } from './page-seo';

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

export async function loadAboutPage() {
  return aboutPageFrom(await client.fetch(aboutPageQuery));
}
