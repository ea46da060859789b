// Structured data (schema.org) for the pages, built from the site settings in the CMS.
import type { SiteSettings } from './content-types';

export type JsonLd = Record<string, unknown>;

export function generalContractor(settings: SiteSettings): JsonLd {
  const { address, openingHoursSpecification: hours } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': `${settings.siteUrl}/#organization`,
    name: settings.companyName,
    url: `${settings.siteUrl}/`,
    telephone: settings.phone,
    email: settings.email,
    vatID: `DK${settings.cvr}`,
    identifier: { '@type': 'PropertyValue', propertyID: 'CVR', value: settings.cvr },
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.town,
      addressRegion: address.region,
      addressCountry: 'DK',
    },
    // What the owner left empty in the studio is left out, not sent as null.
    ...(settings.mapPosition && {
      geo: {
        '@type': 'GeoCoordinates',
        latitude: settings.mapPosition.lat,
        longitude: settings.mapPosition.lng,
      },
    }),
    ...(hours && {
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
        opens: hours.opens,
        closes: hours.closes,
      },
    }),
    ...(address.region && { areaServed: address.region }),
    ...(settings.socialUrl && { sameAs: [settings.socialUrl] }),
  };
}

export interface Crumb {
  name: string;
  /** Absent on the current page. */
  path?: string;
}

export function breadcrumbList(
  settings: SiteSettings,
  crumbs: readonly Crumb[],
  currentPath: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${settings.siteUrl}${crumb.path ?? currentPath}`,
    })),
  };
}

export function howTo(name: string, steps: readonly { title: string; description: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name,
    step: steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.description,
    })),
  };
}

export function imageGallery(
  settings: SiteSettings,
  name: string,
  path: string,
  images: readonly { title: string; description: string; url: string }[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name,
    url: `${settings.siteUrl}${path}`,
    image: images.map((image) => ({
      '@type': 'ImageObject',
      name: image.title,
      description: image.description,
      contentUrl: image.url,
    })),
  };
}

/** The owner's words for the free quote; the type and description are left out when empty. */
export interface FreeOffer {
  name: string;
  serviceType: string | null;
  description: string | null;
}

/** The free, non-binding quote as a Service with an Offer at price 0 DKK. */
export function freeQuoteService(settings: SiteSettings, path: string, offer: FreeOffer): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: offer.name,
    ...(offer.serviceType && { serviceType: offer.serviceType }),
    provider: { '@id': `${settings.siteUrl}/#organization` },
    ...(settings.address.region && { areaServed: settings.address.region }),
    url: `${settings.siteUrl}${path}`,
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'DKK',
      ...(offer.description && { description: offer.description }),
    },
  };
}
