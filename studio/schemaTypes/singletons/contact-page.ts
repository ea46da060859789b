import { listingPage } from '../fields/seo-page.ts';

export const contactPage = listingPage({
  name: 'contactPage',
  title: 'Kontakt-siden',
  description:
    'Titel og beskrivelse til Google for kontaktsiden. Adresse og telefon redigeres under "Firmaoplysninger".',
});
