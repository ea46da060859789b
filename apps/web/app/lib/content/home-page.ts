import type { HomePageQueryResult } from '@nordkyst/content';
import type { Testimonial } from '../content-types';
import { galleryItemsFrom } from './gallery';
import { resolveImage, wideWidths } from './image';
import { optionalText, requiredText } from './owner-text';
import { pageSeo } from './page-seo';
import { serviceCardsFrom } from './services';
import { singleton } from './singleton';

type CmsTestimonial = NonNullable<HomePageQueryResult>['testimonials'][number];

function testimonialFrom(t: CmsTestimonial): Testimonial {
  return { id: t._id, quote: t.quote, author: t.author, location: t.location || null, rating: t.rating ?? 5 };
}

/** The home page; an empty list (services, benefits, projects, testimonials) hides its section. */
export function homePageFrom(result: HomePageQueryResult) {
  const page = singleton(result, 'homePage');
  return {
    heroTitle: page.heroTitle,
    heroTagline: page.heroTagline,
    heroImage: resolveImage(page.heroImage, { widths: wideWidths, aspect: 16 / 9 }),
    aboutHeading: page.aboutHeading,
    aboutText: page.aboutText,
    contactHeading: requiredText(
      page.contactHeading,
      'homePage.contactHeading (Forside → Om os → Overskrift i kontaktboksen)',
    ),
    coreServicesHeading: page.coreServicesHeading,
    coreServices: serviceCardsFrom(page.coreServices),
    benefitsHeading: page.benefitsHeading,
    benefits: (page.benefits ?? []).map(({ _key, title, description }) => ({
      key: _key,
      title,
      description,
    })),
    featuredProjectsHeading: page.featuredProjectsHeading,
    featuredProjects: galleryItemsFrom(page.featuredProjects),
    testimonialsHeading: page.testimonialsHeading,
    testimonials: page.testimonials.map(testimonialFrom),
    socialHeading: page.socialHeading,
    socialText: optionalText(page.socialText),
    seo: pageSeo(page, page.heroImage),
  };
}

export type HomePage = ReturnType<typeof homePageFrom>;
