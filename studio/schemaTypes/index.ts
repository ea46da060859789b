import { galleryItem } from './documents/gallery-item.ts';
import { service } from './documents/service.ts';
import { testimonial } from './documents/testimonial.ts';
import { address } from './objects/address.ts';
import { benefit } from './objects/benefit.ts';
import { feature } from './objects/feature.ts';
import { openingHoursSpecification } from './objects/opening-hours-specification.ts';
import { privacySection } from './objects/privacy-section.ts';
import { serviceProject } from './objects/service-project.ts';
import { singletonTypes } from './singletons/index.ts';

/** Documents the owner can drag into order in the desk. */
export const orderableTypes = [service, galleryItem, testimonial];

export const schemaTypes = [
  ...singletonTypes,
  ...orderableTypes,
  address,
  openingHoursSpecification,
  benefit,
  feature,
  serviceProject,
  privacySection,
];
