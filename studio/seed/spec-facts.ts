// Facts the product spec fixes word for word. The seed is built from or checked against them, and the tests
// of the served content and of the rendered pages compare what they read with them.
import type { GalleryCategory } from '../schemaTypes/documents/gallery-categories.ts';

/** About page: the ten primary services, in the spec's order. */
export const PRIMARY_SERVICES: readonly string[] = [
  'Totalrenovering',
  'Nybyggeri',
  'Tilbygning',
  'Tømrerarbejde',
  'Tagarbejde',
  'Vinduer & Døre',
  'Haveanlæg',
  'Terrasser',
  'Køkken & Bad',
  'Facaderenovering',
];

/** Services overview: the slugs of the eight services, in the spec's order. */
export const SERVICE_OVERVIEW_SLUGS: readonly string[] = [
  'badevaerelser',
  'boligrenovering',
  'nybyg',
  'erhverv',
  'anlaegsarbejde',
  'terrasser',
  'vinduer-doere',
  'toemreropgaver',
];

/** Gallery: how many projects each category holds (36 in all). */
export const GALLERY_COUNTS: Readonly<Record<GalleryCategory, number>> = {
  Renovering: 4,
  Haveanlæg: 7,
  Byggeri: 4,
  Nybyggeri: 6,
  Indretning: 12,
  Specialarbejde: 3,
};
