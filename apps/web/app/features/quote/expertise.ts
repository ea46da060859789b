import type { GalleryItem, ResolvedImage } from '~/lib/content-types';

/**
 * The four trades the quote page shows ('Vores ekspertise er din garanti'), each illustrated with the
 * first gallery project that matches it, so the pictures stay the owner's own.
 */
const trades = [
  { label: 'Køkkener', matches: (item: GalleryItem) => /køkken/i.test(item.title) },
  { label: 'Badeværelser', matches: (item: GalleryItem) => /badeværelse|\bbad\b/i.test(item.title) },
  { label: 'Anlægsarbejde', matches: (item: GalleryItem) => item.category === 'Haveanlæg' },
  { label: 'Tagarbejde', matches: (item: GalleryItem) => /tag\b/i.test(item.title) },
];

export function expertiseProjects(items: readonly GalleryItem[]): { label: string; image: ResolvedImage }[] {
  return trades.map(({ label, matches }) => {
    const item = items.find(matches);
    if (!item) throw new Error(`No gallery project illustrates "${label}" on the quote page`);
    return { label, image: item.thumb };
  });
}
