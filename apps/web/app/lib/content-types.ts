// What the pages render: content from the CMS, already checked and with image URLs resolved at build
// time, so the browser bundle carries no CMS client and every URL in the HTML matches after hydration.

export interface ResolvedImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
  /** A tiny blurred preview (data URL) shown while the image loads. */
  lqip: string | null;
}

export interface SiteSettings {
  companyName: string;
  cvr: string;
  legalForm: string | null;
  address: { street: string; postalCode: string; town: string; region: string | null };
  phone: string;
  phoneDisplay: string;
  email: string;
  openingHours: string;
  openingHoursSpecification: { days: string[]; opens: string; closes: string } | null;
  callbackPromise: string;
  socialUrl: string | null;
  mapPosition: { lat: number; lng: number } | null;
  siteUrl: string;
  aboutShort: string;
  /** The closing call to action at the foot of the process, service and services pages. */
  invitation: { heading: string; text: string };
  /** What a page without its own search description says. */
  defaultSeoDescription: string;
  /** Absolute URL of the default social preview image (1200×630). */
  defaultSeoImageUrl: string | null;
}

/** A page's own search texts; null where the owner left them empty (the site's defaults apply). */
export interface Seo {
  title: string | null;
  description: string | null;
  /** Absolute URL of this page's social preview image, when it has its own. */
  image: string | null;
}

export interface ServiceCard {
  id: string;
  title: string;
  slug: string;
  shortDescription: string;
  image: ResolvedImage | null;
  hasPage: boolean;
}

export interface GalleryItem {
  id: string;
  title: string;
  description: string;
  category: string;
  /** The grid's 4:3 crop. */
  thumb: ResolvedImage;
  /** The whole picture, for the lightbox. */
  full: ResolvedImage;
}

export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  location: string | null;
  rating: number;
}

export interface TitledText {
  key: string;
  title: string;
  description: string;
}

export interface ServicePage {
  title: string;
  slug: string;
  subtitle: string | null;
  description: string | null;
  /** The headings every service page shares (from the services overview's document). */
  introHeading: string;
  benefitsHeading: string | null;
  mainImage: ResolvedImage | null;
  features: TitledText[];
  benefits: string[];
  process: string[];
  projects: (TitledText & { image: ResolvedImage | null })[];
  seo: Seo;
}

/** Portable text as stored by Sanity: blocks of spans with marks, and list items. */
export interface PortableTextSpan {
  _key: string;
  _type: 'span';
  text: string;
  marks?: string[];
}

export interface PortableTextBlock {
  _key: string;
  _type: string;
  style?: string;
  listItem?: 'bullet' | 'number';
  level?: number;
  children?: PortableTextSpan[];
  markDefs?: { _key: string; _type: string; href?: string }[];
}
