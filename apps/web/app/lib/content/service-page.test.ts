import type { ServicePageQueryResult } from '@nordkyst/content';
import { describe, expect, it } from 'vitest';
import { cmsImage, noPicture } from './query-fixtures';
import { servicePageFrom } from './service-page';

const service: NonNullable<ServicePageQueryResult> = {
  _id: 'service-bad',
  title: 'Bad',
  slug: 'bad',
  subtitle: null,
  description: null,
  shortDescription: 'Kort',
  image: cmsImage(),
  mainImage: null,
  features: null,
  benefits: null,
  process: null,
  projects: [{ _key: 'p1', title: 'Projekt', description: 'Tekst', image: noPicture }],
  headings: { serviceIntroHeading: 'Sådan hjælper vi', serviceBenefitsHeading: null },
  seoTitle: 'Egen titel',
  seoDescription: null,
};

describe('servicePageFrom', () => {
  it('is null for a slug with no published page, which the route answers with 404', () => {
    expect(servicePageFrom(null, 'findes-ikke')).toBeNull();
  });

  it('renders with only the required fields: empty lists and no pictures', () => {
    expect(servicePageFrom(service, 'bad')).toMatchObject({
      title: 'Bad',
      introHeading: 'Sådan hjælper vi',
      benefitsHeading: null,
      subtitle: null,
      description: null,
      mainImage: null,
      features: [],
      benefits: [],
      process: [],
      projects: [{ key: 'p1', title: 'Projekt', image: null }],
      seo: { title: 'Egen titel', description: null, image: null },
    });
  });

  it('names the missing document when the dataset has no services overview (the shared headings)', () => {
    expect(() => servicePageFrom({ ...service, headings: null }, 'bad')).toThrow(/"servicesPage"/);
  });
});
