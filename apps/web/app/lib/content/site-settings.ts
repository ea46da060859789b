import type { SiteSettingsQueryResult } from '@nordkyst/content';
import type { SiteSettings } from '../content-types';
import { socialImageUrl } from './image';
import { requiredText } from './owner-text';
import { singleton } from './singleton';
/** The company details; fields the studio leaves optional come through as null, and their uses hide. */
export function siteSettingsFrom(result: SiteSettingsQueryResult): SiteSettings {
  const s = singleton(result, 'siteSettings');
  const hours = s.openingHoursSpecification;
  return {
    companyName: s.companyName,
    legalForm: s.legalForm ?? null,
    cvr: s.cvr,
    address: {
      street: s.address.street,
      postalCode: s.address.postalCode,
      town: s.address.town,
      region: s.address.region ?? null,
    },
    phone: s.phone,
    phoneDisplay: s.phoneDisplay,
    email: s.email,
    openingHours: s.openingHours,
    openingHoursSpecification:
      hours?.days?.length && hours.opens && hours.closes
        ? { days: hours.days, opens: hours.opens, closes: hours.closes }
        : null,
    callbackPromise: s.callbackPromise,
    socialUrl: s.socialUrl ?? null,
    mapPosition:
      typeof s.mapPosition?.lat === 'number' && typeof s.mapPosition.lng === 'number'
        ? { lat: s.mapPosition.lat, lng: s.mapPosition.lng }
        : null,
    siteUrl: s.siteUrl.replace(/\/+$/, ''),
    aboutShort: s.aboutShort,
    invitation: {
      heading: requiredText(
        s.invitationHeading,
        'siteSettings.invitationHeading (Firmaoplysninger → Hjemmeside → Overskrift på opfordringen nederst)',
      ),
      text: requiredText(
        s.invitationText,
        'siteSettings.invitationText (Firmaoplysninger → Hjemmeside → Tekst i opfordringen nederst)',
      ),
    },
    defaultSeoDescription: s.defaultSeoDescription?.trim() || s.aboutShort,
    defaultSeoImageUrl: socialImageUrl(s.defaultSeoImage),
  };
}
