import { galleryItem } from './documents/gallery-item.ts';
import { service } from './documents/service.ts';
import { testimonial } from './documents/testimonial.ts';
import { address } from './objects/address.ts';
import { benefit } from './objects/benefit.ts';
import { exampleDescription } from './objects/example-description.ts';
import { exampleQuote } from './objects/example-quote.ts';
import { expertiseItem } from './objects/expertise-item.ts';
import { feature } from './objects/feature.ts';
import { openingHoursSpecification } from './objects/opening-hours-specification.ts';
import { privacySection } from './objects/privacy-section.ts';
import { processPhase } from './objects/process-phase.ts';
import { serviceProject } from './objects/service-project.ts';
import { visitPoint } from './objects/visit-point.ts';
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
  processPhase,
  visitPoint,
  expertiseItem,
  exampleQuote,
  exampleDescription,
];
