import { headingField, introField, structuredNameField } from '../fields/copy-fields.ts';
import { definePage } from '../fields/singleton.ts';

export const galleryPage = definePage({
  name: 'galleryPage',
  title: 'Galleri-siden',
  description:
    'Teksterne over galleriet og titel og beskrivelse til Google. Billederne redigeres under "Galleri".',
  fields: [
    introField({
      name: 'intro',
      title: 'Indledning',
      description: 'En kort linje under sidens overskrift "Galleri".',
      group: 'content',
    }),
    headingField({
      name: 'introHeading',
      title: 'Overskrift over billederne',
      description: 'Overskriften lige over billederne, fx "Vores projekter".',
      group: 'content',
    }),
    introField({
      name: 'introText',
      title: 'Tekst over billederne',
      description: 'Et par sætninger under overskriften om, hvad galleriet viser.',
      group: 'content',
    }),
    structuredNameField({
      name: 'galleryName',
      title: 'Navn på galleriet til Google',
      description: 'Fx "Projekter fra Nordkyst Byg ApS".',
    }),
  ],
});
