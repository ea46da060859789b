// Build-time content: route loaders call these while prerendering. Each checks that the CMS holds what
// the page needs (a missing field fails the build instead of shipping a hole) and resolves image URLs.
import {
  aboutPageQuery,
  createContentClient,
  galleryQuery,
  homePageQuery,
  imageSrcSet,
  privacyPolicyQuery,
  servicePageQuery,
  servicePageSlugsQuery,
  servicesQuery,
  siteSettingsQuery,
  urlFor,
} from '@nordkyst/content';
import type {
  GalleryItem,
  PortableTextBlock,
  ResolvedImage,
  Seo,
  ServiceCard,
  ServicePage,
  SiteSettings,
  Testimonial,
  TitledText,
} from './content-types';

const client = createContentClient();

/** Memoised per build: the root loader runs once for every prerendered page. */
const cache = new Map<string, Promise<unknown>>();
function fetchOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    cache.set(key, promise);
  }
  return promise;
}

function required<T>(value: T, what: string): NonNullable<T> {
  if (value === null || value === undefined || value === '') {
    throw new Error(`Content missing in the CMS: ${what}`);
  }
  return value as NonNullable<T>;
}

interface CmsImage {
  alt?: string | null;
  asset?: {
    _id: string;
    url?: string | null;
    dimensions?: { width?: number | null; height?: number | null } | null;
    lqip?: string | null;
  } | null;
  hotspot?: unknown;
  crop?: { top?: number | null; bottom?: number | null; left?: number | null; right?: number | null } | null;
}

const cardWidths = [400, 640, 800, 1200];
// Below the CDN's default of 75: AVIF and WebP photographs look the same at 60 and weigh about a third less.
const imageQuality = 60;
const wideWidths = [640, 960, 1280, 1600, 1920, 2400];

/** URLs for an image; `aspect` (width / height) crops around the owner's hotspot. */
export function resolveImage(
  image: CmsImage | null | undefined,
  what: string,
  { aspect, widths = cardWidths }: { aspect?: number; widths?: number[] } = {},
): ResolvedImage {
  const source = required(image, what);
  const asset = required(source.asset, `${what} (file)`);
  const naturalWidth = asset.dimensions?.width ?? 2400;
  const naturalHeight = asset.dimensions?.height ?? 1600;
  const crop = source.crop ?? {};
  const croppedWidth = naturalWidth * (1 - (crop.left ?? 0) - (crop.right ?? 0));
  const croppedHeight = naturalHeight * (1 - (crop.top ?? 0) - (crop.bottom ?? 0));
  const usable = widths.filter((w) => w <= croppedWidth);
  const { src, srcSet } = imageSrcSet(
    source as never,
    usable.length ? usable : [Math.round(croppedWidth)],
    aspect ? { aspect, quality: imageQuality } : { quality: imageQuality },
  );
  const width = Math.round(Math.min(croppedWidth, Math.max(...widths)));
  const height = Math.round(aspect ? width / aspect : (width * croppedHeight) / croppedWidth);
  return {
    src,
    srcSet,
    width,
    height,
    alt: required(source.alt, `${what} (alt text)`),
    lqip: asset.lqip ?? null,
  };
}

/** An absolute 1200×630 URL for social previews. */
function socialImageUrl(image: CmsImage | null | undefined): string | null {
  return image?.asset
    ? urlFor(image as never)
        .width(1200)
        .height(630)
        .fit('crop')
        .auto('format')
        .url()
    : null;
}

function seoOf(
  page: { seoTitle?: string | null; seoDescription?: string | null },
  what: string,
  image?: CmsImage | null,
): Seo {
  return {
    title: required(page.seoTitle, `${what}: SEO title`),
    description: required(page.seoDescription, `${what}: SEO description`),
    image: socialImageUrl(image) ?? undefined,
  };
}

function titledTexts(
  items: { _key: string; title?: string | null; description?: string | null }[] | null | undefined,
  what: string,
): TitledText[] {
  return required(items, what).map((item, index) => ({
    key: item._key,
    title: required(item.title, `${what} ${index + 1}: title`),
    description: required(item.description, `${what} ${index + 1}: text`),
  }));
}

export function loadSiteSettings(): Promise<SiteSettings> {
  return fetchOnce('siteSettings', async () => {
    const s = required(await client.fetch(siteSettingsQuery), 'site settings');
    const address = required(s.address, 'site settings: address');
    const hours = required(s.openingHoursSpecification, 'site settings: opening hours specification');
    const position = required(s.mapPosition, 'site settings: map position');
    return {
      companyName: required(s.companyName, 'site settings: company name'),
      legalForm: required(s.legalForm, 'site settings: legal form'),
      cvr: required(s.cvr, 'site settings: CVR'),
      address: {
        street: required(address.street, 'site settings: street'),
        postalCode: required(address.postalCode, 'site settings: postal code'),
        town: required(address.town, 'site settings: town'),
        region: required(address.region, 'site settings: region'),
      },
      phone: required(s.phone, 'site settings: phone'),
      phoneDisplay: required(s.phoneDisplay, 'site settings: phone as shown'),
      email: required(s.email, 'site settings: e-mail'),
      openingHours: required(s.openingHours, 'site settings: opening hours'),
      openingHoursSpecification: {
        days: required(hours.days, 'site settings: opening days'),
        opens: required(hours.opens, 'site settings: opens'),
        closes: required(hours.closes, 'site settings: closes'),
      },
      callbackPromise: required(s.callbackPromise, 'site settings: call-back promise'),
      socialUrl: required(s.socialUrl, 'site settings: social page'),
      mapPosition: {
        lat: required(position.lat, 'map latitude'),
        lng: required(position.lng, 'map longitude'),
      },
      siteUrl: required(s.siteUrl, 'site settings: site address').replace(/\/+$/, ''),
      aboutShort: required(s.aboutShort, 'site settings: about text'),
      defaultSeoImageUrl: socialImageUrl(s.defaultSeoImage),
    };
  });
}

function serviceCard(service: {
  _id: string;
  title?: string | null;
  slug?: string | null;
  shortDescription?: string | null;
  image?: CmsImage | null;
  hasPage?: boolean | null;
}): ServiceCard {
  const title = required(service.title, `service ${service._id}: title`);
  return {
    id: service._id,
    title,
    slug: required(service.slug, `service ${title}: slug`),
    shortDescription: required(service.shortDescription, `service ${title}: short description`),
    image: resolveImage(service.image, `service ${title}: image`, { aspect: 4 / 3 }),
    hasPage: service.hasPage === true,
  };
}

function galleryItem(item: {
  _id: string;
  title?: string | null;
  description?: string | null;
  category?: string | null;
  image?: CmsImage | null;
}): GalleryItem {
  const title = required(item.title, `gallery item ${item._id}: title`);
  return {
    id: item._id,
    title,
    description: required(item.description, `gallery item ${title}: description`),
    category: required(item.category, `gallery item ${title}: category`),
    thumb: resolveImage(item.image, `gallery item ${title}: image`, { aspect: 4 / 3 }),
    full: resolveImage(item.image, `gallery item ${title}: image`, { widths: [800, 1200, 1600, 2000] }),
  };
}

export async function loadHomePage() {
  const page = required(await client.fetch(homePageQuery), 'home page');
  const testimonials: Testimonial[] = required(page.testimonials, 'testimonials').map((t) => ({
    id: t._id,
    quote: required(t.quote, 'testimonial quote'),
    author: required(t.author, 'testimonial author'),
    location: t.location ?? null,
    rating: t.rating ?? 5,
  }));
  return {
    heroTitle: required(page.heroTitle, 'home page: title'),
    heroTagline: required(page.heroTagline, 'home page: tagline'),
    heroImage: resolveImage(page.heroImage, 'home page: hero image', { widths: wideWidths, aspect: 16 / 9 }),
    aboutHeading: required(page.aboutHeading, 'home page: about heading'),
    aboutText: required(page.aboutText, 'home page: about text'),
    coreServices: required(page.coreServices, 'home page: core services').map(serviceCard),
    benefits: titledTexts(page.benefits, 'home page: benefit'),
    featuredProjects: required(page.featuredProjects, 'home page: featured projects').map(galleryItem),
    testimonials,
    seo: seoOf(page, 'home page', page.heroImage),
  };
}

export async function loadServices(): Promise<ServiceCard[]> {
  return fetchOnce('services', async () => (await client.fetch(servicesQuery)).map(serviceCard));
}

export async function loadServiceSlugs(): Promise<string[]> {
  const rows = await client.fetch(servicePageSlugsQuery);
  return rows.map((row: { slug: string | null }) => required(row.slug, 'service slug'));
}

export async function loadServicePage(slug: string): Promise<ServicePage> {
  const page = required(await client.fetch(servicePageQuery, { slug }), `service page ${slug}`);
  const title = required(page.title, `service ${slug}: title`);
  return {
    title,
    slug,
    subtitle: required(page.subtitle, `service ${title}: subtitle`),
    description: required(page.description, `service ${title}: description`),
    mainImage: resolveImage(page.mainImage, `service ${title}: main image`, {
      widths: wideWidths,
      aspect: 16 / 9,
    }),
    features: titledTexts(page.features, `service ${title}: feature`),
    benefits: required(page.benefits, `service ${title}: benefits`),
    process: required(page.process, `service ${title}: process`),
    projects: required(page.projects, `service ${title}: projects`).map((project, index) => ({
      key: project._key,
      title: required(project.title, `service ${title}: project ${index + 1} title`),
      description: required(project.description, `service ${title}: project ${index + 1} text`),
      image: resolveImage(project.image, `service ${title}: project ${index + 1} image`, { aspect: 4 / 3 }),
    })),
    seo: seoOf(page, `service ${title}`, page.mainImage),
  };
}

export async function loadAboutPage() {
  const page = required(await client.fetch(aboutPageQuery), 'about page');
  return {
    title: required(page.title, 'about page: title'),
    intro: required(page.intro, 'about page: intro'),
    mission: required(page.mission, 'about page: mission'),
    primaryServices: required(page.primaryServices, 'about page: primary services'),
    approachHeading: required(page.approachHeading, 'about page: approach heading'),
    approach: required(page.approach, 'about page: approach'),
    image: resolveImage(page.image, 'about page: image', { aspect: 4 / 3 }),
    seo: seoOf(page, 'about page', page.image),
  };
}

export async function loadGallery(): Promise<GalleryItem[]> {
  return fetchOnce('gallery', async () => (await client.fetch(galleryQuery)).map(galleryItem));
}

export async function loadPrivacyPolicy() {
  const page = required(await client.fetch(privacyPolicyQuery), 'privacy policy');
  return {
    title: required(page.title, 'privacy policy: title'),
    lastUpdated: required(page.lastUpdated, 'privacy policy: last updated'),
    sections: required(page.sections, 'privacy policy: sections').map((section, index) => ({
      key: section._key,
      heading: required(section.heading, `privacy policy section ${index + 1}: heading`),
      body: required(section.body, `privacy policy section ${index + 1}: text`) as PortableTextBlock[],
    })),
    seo: seoOf(page, 'privacy policy'),
  };
}
