import { defineQuery } from 'groq';

// Fragments are plain string constants so `defineQuery` keeps each query's literal type, which
// `sanity typegen` and the client's typed `fetch` match on.

/** Published documents only; the local content server, like groq-js, has no perspective. */
const published = `!(_id in path("drafts.**"))`;

/** Everything the image component needs: alt text, intrinsic size, blur placeholder, crop and hotspot. */
const image = `{
  alt,
  "asset": asset->{ _id, url, "dimensions": metadata.dimensions, "lqip": metadata.lqip },
  hotspot,
  crop
}`;

const seo = `seoTitle, seoDescription`;

const siteSettingsFields = `{
  companyName,
  legalForm,
  cvr,
  address{ street, postalCode, town, region },
  phone,
  phoneDisplay,
  email,
  openingHours,
  openingHoursSpecification{ days, opens, closes },
  callbackPromise,
  socialUrl,
  mapPosition{ lat, lng },
  siteUrl,
  aboutShort,
  invitationHeading,
  invitationText,
  defaultSeoDescription,
  defaultSeoImage${image}
}`;

/** A service as a card: the services overview, the home page and the navigation. */
const serviceCardFields = `{
  _id,
  title,
  "slug": slug.current,
  shortDescription,
  image${image},
  hasPage
}`;

const galleryItemFields = `{
  _id,
  title,
  description,
  category,
  image${image}
}`;

const testimonialFields = `{
  _id,
  quote,
  author,
  location,
  rating
}`;

const services = `*[_type == "service" && ${published}] | order(orderRank asc, _id asc)`;
const galleryItems = `*[_type == "galleryItem" && ${published}] | order(orderRank asc, _id asc)`;
const testimonials = `*[_type == "testimonial" && ${published}] | order(orderRank asc, _id asc)`;

export const siteSettingsQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]${siteSettingsFields}`,
);

/** What every page's layout needs: company details for header and footer, services for the navigation. */
export const layoutQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]${siteSettingsFields},
  "services": ${services}{ _id, title, "slug": slug.current, hasPage }
}`);

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  heroTitle,
  heroTagline,
  heroImage${image},
  aboutHeading,
  aboutText,
  contactHeading,
  coreServicesHeading,
  "coreServices": coreServices[]->${serviceCardFields},
  benefitsHeading,
  benefits[]{ _key, title, description },
  featuredProjectsHeading,
  "featuredProjects": featuredProjects[]->${galleryItemFields},
  testimonialsHeading,
  "testimonials": ${testimonials}${testimonialFields},
  socialHeading,
  socialText,
  ${seo}
}`);

export const servicesQuery = defineQuery(`${services}${serviceCardFields}`);

export const servicePageQuery = defineQuery(`*[
  _type == "service" && ${published} && hasPage == true && slug.current == $slug
][0]{
  _id,
  title,
  "slug": slug.current,
  subtitle,
  description,
  shortDescription,
  image${image},
  mainImage${image},
  features[]{ _key, title, description },
  benefits,
  process,
  projects[]{ _key, title, description, image${image} },
  "headings": *[_type == "servicesPage" && _id == "servicesPage"][0]{ serviceIntroHeading, serviceBenefitsHeading },
  ${seo}
}`);

export const servicePageSlugsQuery = defineQuery(
  `*[_type == "service" && ${published} && hasPage == true && defined(slug.current)] | order(orderRank asc, _id asc){ "slug": slug.current }`,
);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  title,
  intro,
  missionHeading,
  mission,
  primaryServicesHeading,
  primaryServices,
  approachHeading,
  approach,
  image${image},
  ${seo}
}`);

export const galleryQuery = defineQuery(`${galleryItems}${galleryItemFields}`);

export const testimonialsQuery = defineQuery(`${testimonials}${testimonialFields}`);

export const privacyPolicyQuery = defineQuery(`*[_type == "privacyPolicy" && _id == "privacyPolicy"][0]{
  title,
  lastUpdated,
  sections[]{ _key, heading, body },
  ${seo}
}`);

export const processPageQuery = defineQuery(`*[_type == "processPage" && _id == "processPage"][0]{
  intro,
  visitPoints[]{ _key, title, text },
  phases[]{ _key, title, description, icon },
  howToName,
  ${seo}
}`);

/** Expertise pictures are references: a deleted or unpublished gallery item resolves to null and is skipped. */
export const quotePageQuery = defineQuery(`*[_type == "quotePage" && _id == "quotePage"][0]{
  steps,
  expertise[]{ _key, label, "project": project->${galleryItemFields} },
  exampleQuote{ buttonLabel, title, subject, greeting, intro, scopeHeading, scope, terms[]{ _key, label, value }, closing, signOff },
  exampleDescription{ buttonLabel, title, example, tipsHeading, tips },
  offerName,
  offerServiceType,
  offerDescription,
  ${seo}
}`);

export const servicesPageQuery = defineQuery(
  `*[_type == "servicesPage" && _id == "servicesPage"][0]{ intro, invitationHeading, ${seo} }`,
);

export const galleryPageQuery = defineQuery(
  `*[_type == "galleryPage" && _id == "galleryPage"][0]{ intro, introHeading, introText, galleryName, ${seo} }`,
);

export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{ ${seo} }`);

/** The owner's redirect list ("Omdirigeringer"); the build writes the rules that pass into `_redirects`. */
export const redirectsQuery = defineQuery(
  `*[_type == "redirects" && _id == "redirects"][0].rules[]{ from, to }`,
);
