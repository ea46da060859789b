/** The fixed gallery categories (spec: Renovering, Haveanlæg, Byggeri, Nybyggeri, Indretning, Specialarbejde). */
export const GALLERY_CATEGORIES = [
  'Renovering',
  'Haveanlæg',
  'Byggeri',
  'Nybyggeri',
  'Indretning',
  'Specialarbejde',
] as const;

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
