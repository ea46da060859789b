import { seoOnlyPage } from '../fields/seo-page.ts';

export const galleryPage = seoOnlyPage({
  name: 'galleryPage',
  title: 'Galleri-siden',
  description: 'Titel og beskrivelse til Google for galleriet. Billederne redigeres under "Galleri".',
});
