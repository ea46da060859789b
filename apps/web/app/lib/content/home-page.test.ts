import type { HomePageQueryResult } from '@nordkyst/content';
import { describe, expect, it } from 'vitest';
import { homePageFrom } from './home-page';
import { cmsImage, galleryResult, noPicture, serviceResult } from './query-fixtures';

const home: NonNullable<HomePageQueryResult> = {
  heroTitle: 'Titel',
  heroTagline: 'Slogan',
  heroImage: cmsImage(),
  aboutHeading: 'Om',
  aboutText: 'Tekst',
  contactHeading: 'Kontakt',
  coreServicesHeading: 'Services',
  coreServices: [serviceResult('a')],
  benefitsHeading: 'Fordele',
  benefits: [{ _key: 'b1', title: 'Fordel', description: 'Forklaring' }],
  featuredProjectsHeading: 'Projekter',
  featuredProjects: [galleryResult('g1')],
  testimonialsHeading: 'Udtalelser',
  testimonials: [{ _id: 't1', quote: 'Godt', author: 'Mette', location: null, rating: 4 }],
  socialHeading: 'Facebook',
  socialText: 'Følg med',
  seoTitle: null,
  seoDescription: '  ',
};

describe('homePageFrom', () => {
  it('passes the owner’s section headings, and leaves out a Facebook text left empty', () => {
    const page = homePageFrom({ ...home, socialText: ' ' });
    expect(page).toMatchObject({
      coreServicesHeading: 'Services',
      benefitsHeading: 'Fordele',
      featuredProjectsHeading: 'Projekter',
      testimonialsHeading: 'Udtalelser',
      socialHeading: 'Facebook',
      socialText: null,
    });
  });

  it('skips featured projects and core services whose document was deleted', () => {
    const page = homePageFrom({
      ...home,
      coreServices: [null, serviceResult('a')] as typeof home.coreServices,
      featuredProjects: [galleryResult('g1'), null] as typeof home.featuredProjects,
    });
    expect(page.coreServices.map((s) => s.slug)).toEqual(['a']);
    expect(page.featuredProjects.map((p) => p.id)).toEqual(['g1']);
  });

  it('gives empty lists for what the owner left out, so the sections hide', () => {
    const page = homePageFrom({
      ...home,
      coreServices: null,
      benefits: null,
      featuredProjects: null,
      testimonials: [],
    });
    expect(page).toMatchObject({ coreServices: [], benefits: [], featuredProjects: [], testimonials: [] });
  });

  it('has no hero picture when the image has no file', () => {
    expect(homePageFrom({ ...home, heroImage: noPicture }).heroImage).toBeNull();
  });

  it('leaves empty search texts to the site defaults', () => {
    expect(homePageFrom(home).seo).toMatchObject({ title: null, description: null });
  });

  it('keeps a testimonial’s rating and an empty town as none', () => {
    expect(homePageFrom(home).testimonials).toEqual([
      { id: 't1', quote: 'Godt', author: 'Mette', location: null, rating: 4 },
    ]);
  });
});
