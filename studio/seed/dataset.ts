/**
 * Builds the seed dataset from the content modules: the documents of `production.ndjson` and the list
 * of images `generate-images.ts` draws. Both come from here, so every image a document points at exists.
 */
import { GALLERY_CATEGORIES } from '../schemaTypes/documents/gallery-categories.ts';
import { FEATURED_GALLERY_IDS, GALLERY, type GallerySeed } from './content/gallery.ts';
import { CONTACT_PAGE, GALLERY_PAGE, PROCESS_PAGE, QUOTE_PAGE, SERVICES_PAGE } from './content/pages.ts';
import { PRIVACY_POLICY, type PrivacyParagraph } from './content/privacy.ts';
import type { SeedImage } from './content/seed-image.ts';
import { SERVICES, type SeedPicture, type ServiceSeed } from './content/services.ts';
import { ABOUT_PAGE, HOME_PAGE, SITE_SETTINGS, TESTIMONIALS } from './content/site.ts';

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

export type SeedImageField = { _type: 'image'; _sanityAsset: string; alt: string };

type Keyed<T> = T & { _key: string };

/** Folder of the images, relative to the ndjson file (as `sanity dataset import` resolves it). */
export const IMAGE_DIR = 'images';

/** Lexorank-like ranks in the format of @sanity/orderable-document-list, sortable as strings. */
export const orderRank = (index: number): string =>
  `0|${((index + 1) * 36 ** 4).toString(36).padStart(6, '0')}:`;

const withKeys = <T extends object>(items: readonly T[], prefix: string): Keyed<T>[] =>
  items.map((item, i) => ({ _key: `${prefix}${i + 1}`, ...item }));

/** The site's references are weak: the owner may delete what they point at, and the site skips it. */
const reference = (id: string) => ({ _type: 'reference', _ref: id, _weak: true });

/** ASCII slug for ids and file names: "Haveanlæg" -> "haveanlaeg". */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A paragraph or bullet list as portable text blocks. */
const blocks = (paragraphs: PrivacyParagraph[], keyPrefix: string) => {
  let n = 0;
  const block = (text: string, list: boolean) => {
    n += 1;
    const key = `${keyPrefix}b${n}`;
    return {
      _type: 'block',
      _key: key,
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: `${key}s1`, text, marks: [] }],
      ...(list ? { listItem: 'bullet', level: 1 } : {}),
    };
  };
  return paragraphs.flatMap((p) =>
    typeof p === 'string' ? [block(p, false)] : p.map((item) => block(item, true)),
  );
};

export interface SeedDataset {
  documents: SeedDocument[];
  images: SeedImage[];
}

export const buildDataset = (): SeedDataset => {
  const images: SeedImage[] = [];
  const image = (spec: SeedImage): SeedImageField => {
    images.push(spec);
    return { _type: 'image', _sanityAsset: `image@file://./${IMAGE_DIR}/${spec.file}.jpg`, alt: spec.alt };
  };
  const picture = (file: string, p: SeedPicture, bandTitle: string, bandLabel: string) =>
    image({ file, scene: p.scene, variant: p.variant, alt: p.alt, bandTitle, bandLabel });

  const documents: SeedDocument[] = [];

  documents.push({
    _id: 'siteSettings',
    _type: 'siteSettings',
    ...SITE_SETTINGS,
    address: { _type: 'address', ...SITE_SETTINGS.address },
    openingHoursSpecification: {
      _type: 'openingHoursSpecification',
      ...SITE_SETTINGS.openingHoursSpecification,
    },
    mapPosition: { _type: 'geopoint', ...SITE_SETTINGS.mapPosition },
    defaultSeoImage: image({
      file: 'seo-default',
      scene: 'coast',
      alt: `${SITE_SETTINGS.companyName} – byggeri og renovering i ${SITE_SETTINGS.address.region}`,
      bandTitle: SITE_SETTINGS.companyName,
      bandLabel: `Byggeri og renovering i ${SITE_SETTINGS.address.region}`,
      width: 1200,
      height: 630,
    }),
  });

  // Gallery: ids and files per category, shown interleaved so the grid mixes categories.
  const perCategory = GALLERY_CATEGORIES.map((category) =>
    GALLERY[category].map((item: GallerySeed, i) => {
      const id = `gallery-${slugify(category)}-${String(i + 1).padStart(2, '0')}`;
      return { id, category, item };
    }),
  );
  const longest = Math.max(...perCategory.map((list) => list.length));
  const interleaved = Array.from({ length: longest }, (_, i) => perCategory.flatMap((list) => list[i] ?? []));
  const galleryDocuments = interleaved.flat().map(({ id, category, item }, index) => ({
    _id: id,
    _type: 'galleryItem',
    orderRank: orderRank(index),
    title: item.title,
    description: item.description,
    category,
    image: image({
      file: id,
      scene: item.scene,
      variant: item.variant,
      alt: item.alt,
      bandTitle: item.title,
      bandLabel: category,
    }),
  }));

  const serviceDocument = (service: ServiceSeed, index: number): SeedDocument => {
    const id = `service-${service.slug}`;
    const { page } = service;
    return {
      _id: id,
      _type: 'service',
      orderRank: orderRank(index),
      title: service.title,
      slug: { _type: 'slug', current: service.slug },
      shortDescription: service.shortDescription,
      image: picture(`${id}-card`, service.cardPicture, service.title, 'Services'),
      hasPage: page !== undefined,
      ...(page && {
        subtitle: page.subtitle,
        description: page.description,
        mainImage: picture(`${id}-main`, page.mainPicture, service.title, SITE_SETTINGS.companyName),
        features: withKeys(page.features, 'feature').map((f) => ({ _type: 'feature', ...f })),
        benefits: page.benefits,
        process: page.process,
        projects: page.projects.map((project, i) => ({
          _type: 'serviceProject',
          _key: `project${i + 1}`,
          title: project.title,
          description: project.description,
          image: picture(`${id}-project-${i + 1}`, project.picture, project.title, service.title),
        })),
      }),
      seoTitle: service.seoTitle,
      seoDescription: service.seoDescription,
    };
  };
  const serviceDocuments = SERVICES.map(serviceDocument);

  // By id, so renaming a picture in content/gallery.ts keeps the pages that show it.
  const galleryReference = (id: string) => {
    if (!galleryDocuments.some((item) => item._id === id))
      throw new Error(`No gallery item has the id "${id}"`);
    return reference(id);
  };

  documents.push({
    _id: 'homePage',
    _type: 'homePage',
    heroTitle: HOME_PAGE.heroTitle,
    heroTagline: HOME_PAGE.heroTagline,
    heroImage: image({ file: 'home-hero', scene: 'coast', alt: HOME_PAGE.heroAlt }),
    aboutHeading: HOME_PAGE.aboutHeading,
    aboutText: HOME_PAGE.aboutText,
    contactHeading: HOME_PAGE.contactHeading,
    coreServicesHeading: HOME_PAGE.coreServicesHeading,
    coreServices: withKeys(
      HOME_PAGE.coreServiceSlugs.map((slug) => reference(`service-${slug}`)),
      'service',
    ),
    benefitsHeading: HOME_PAGE.benefitsHeading,
    benefits: withKeys(HOME_PAGE.benefits, 'benefit').map((b) => ({ _type: 'benefit', ...b })),
    featuredProjectsHeading: HOME_PAGE.featuredProjectsHeading,
    featuredProjects: withKeys(
      FEATURED_GALLERY_IDS.map((id) => galleryReference(id)),
      'project',
    ),
    testimonialsHeading: HOME_PAGE.testimonialsHeading,
    socialHeading: HOME_PAGE.socialHeading,
    socialText: HOME_PAGE.socialText,
    seoTitle: HOME_PAGE.seoTitle,
    seoDescription: HOME_PAGE.seoDescription,
  });

  const { imageAlt, ...about } = ABOUT_PAGE;
  documents.push({
    _id: 'aboutPage',
    _type: 'aboutPage',
    ...about,
    image: image({
      file: 'about',
      scene: 'frame',
      variant: 'crane',
      alt: imageAlt,
      bandTitle: about.title,
      bandLabel: 'Om os',
    }),
  });

  documents.push({
    _id: 'processPage',
    _type: 'processPage',
    intro: PROCESS_PAGE.intro,
    visitPoints: withKeys(PROCESS_PAGE.visitPoints, 'point').map((p) => ({ _type: 'visitPoint', ...p })),
    phases: withKeys(PROCESS_PAGE.phases, 'phase').map((p) => ({ _type: 'processPhase', ...p })),
    howToName: PROCESS_PAGE.howToName,
    seoTitle: PROCESS_PAGE.seoTitle,
    seoDescription: PROCESS_PAGE.seoDescription,
  });

  const { expertise, exampleQuote, exampleDescription, ...quote } = QUOTE_PAGE;
  documents.push({
    _id: 'quotePage',
    _type: 'quotePage',
    ...quote,
    expertise: withKeys(expertise, 'trade').map(({ _key, label, galleryId }) => ({
      _type: 'expertiseItem',
      _key,
      label,
      project: galleryReference(galleryId),
    })),
    exampleQuote: {
      _type: 'exampleQuote',
      ...exampleQuote,
      terms: withKeys(exampleQuote.terms, 'term').map((t) => ({ _type: 'term', ...t })),
    },
    exampleDescription: { _type: 'exampleDescription', ...exampleDescription },
  });

  documents.push(
    { _id: 'servicesPage', _type: 'servicesPage', ...SERVICES_PAGE },
    { _id: 'galleryPage', _type: 'galleryPage', ...GALLERY_PAGE },
    { _id: 'contactPage', _type: 'contactPage', ...CONTACT_PAGE },
    // Empty until a page moves: publishing a new address for a service adds its old one.
    { _id: 'redirects', _type: 'redirects', rules: [] },
  );

  const { sections, ...policy } = PRIVACY_POLICY;
  documents.push({
    _id: 'privacyPolicy',
    _type: 'privacyPolicy',
    ...policy,
    sections: sections.map((section, i) => ({
      _type: 'privacySection',
      _key: `section${i + 1}`,
      heading: section.heading,
      body: blocks(section.body, `s${i + 1}`),
    })),
  });

  documents.push(...serviceDocuments, ...galleryDocuments);
  documents.push(
    ...TESTIMONIALS.map((t, i) => ({
      _id: `testimonial-${i + 1}`,
      _type: 'testimonial',
      orderRank: orderRank(i),
      ...t,
      rating: 5,
    })),
  );
  return { documents, images };
};

/** The ndjson text: one document a line, ending with a newline. */
export const toNdjson = (documents: SeedDocument[]): string =>
  `${documents.map((d) => JSON.stringify(d)).join('\n')}\n`;
