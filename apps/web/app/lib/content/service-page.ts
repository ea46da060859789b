import type { ServicePageQueryResult } from '@nordkyst/content';
import type { ServicePage } from '../content-types';
import { resolveImage, wideWidths } from './image';
import { optionalText } from './owner-text';
import { pageSeo } from './page-seo';
import { singleton } from './singleton';
/** A service's own page, or null when no published service with a page has this slug (a 404). */
export function servicePageFrom(page: ServicePageQueryResult, slug: string): ServicePage | null {
  if (!page) return null;
  const headings = singleton(page.headings, 'servicesPage');
  return {
    title: page.title,
    slug,
    subtitle: page.subtitle ?? null,
    description: page.description ?? null,
    introHeading: headings.serviceIntroHeading,
    benefitsHeading: optionalText(headings.serviceBenefitsHeading),
    mainImage: resolveImage(page.mainImage, { widths: wideWidths, aspect: 16 / 9 }),
    features: (page.features ?? []).map(({ _key, title, description }) => ({
      key: _key,
      title,
      description,
    })),
    benefits: page.benefits ?? [],
    process: page.process ?? [],
    projects: (page.projects ?? []).map((project) => ({
      key: project._key,
      title: project.title,
      description: project.description,
      image: resolveImage(project.image, { aspect: 4 / 3 }),
    })),
    seo: pageSeo(page, page.mainImage),
  };
}
