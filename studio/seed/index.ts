// The studio package's entry: what the packages and tests that serve or check the seed need from it.
export { seedDir } from './location.ts';
export { GALLERY_COUNTS, PRIMARY_SERVICES, SERVICE_OVERVIEW_SLUGS } from './spec-facts.ts';
