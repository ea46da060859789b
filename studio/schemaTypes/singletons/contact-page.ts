import { definePage } from '../fields/singleton.ts';

export const contactPage = definePage({
  name: 'contactPage',
  title: 'Kontakt-siden',
  description:
    'Titel og beskrivelse til Google for kontaktsiden. Adresse og telefon redigeres under "Firmaoplysninger".',
});
