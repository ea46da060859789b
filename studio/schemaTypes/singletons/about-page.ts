import { headingField, paragraphField } from '../fields/copy-fields.ts';
import { imageField } from '../fields/image-field.ts';
import { listField } from '../fields/list-field.ts';
import { definePage } from '../fields/singleton.ts';

export const aboutPage = definePage({
  name: 'aboutPage',
  title: 'Om os',
  description: 'Teksterne på siden "Om os".',
  fields: [
    headingField({
      name: 'title',
      title: 'Overskrift',
      description: 'Sidens overskrift, fx "Om os".',
      group: 'content',
    }),
    paragraphField({
      name: 'intro',
      title: 'Indledning',
      description: 'En kort linje under overskriften.',
      rows: 2,
      group: 'content',
      message: 'Skriv en indledning.',
    }),
    headingField({
      name: 'missionHeading',
      title: 'Overskrift over mission',
      description: 'Fx "Vores mission".',
      group: 'content',
    }),
    paragraphField({
      name: 'mission',
      title: 'Vores mission',
      description: 'Hvad firmaet står for, og hvordan I arbejder.',
      rows: 6,
      group: 'content',
      message: 'Skriv jeres mission.',
    }),
    headingField({
      name: 'primaryServicesHeading',
      title: 'Overskrift over services',
      description: 'Overskriften over listen med primære services, fx "Det laver vi".',
      group: 'content',
    }),
    listField({
      name: 'primaryServices',
      title: 'Primære services',
      description: 'Ti korte navne på det, I laver, fx "Tagarbejde". Uden navne vises listen ikke.',
      group: 'content',
      of: 'string',
      count: {
        max: 20,
        message: 'Der kan højst være 20 services.',
        typical: { from: 10, to: 10, message: 'Siden er lavet til 10 services i to kolonner.' },
      },
      unique: 'Skriv hver service én gang.',
    }),
    headingField({
      name: 'approachHeading',
      title: 'Overskrift over tilgang',
      description: 'Fx "Vores tilgang".',
      group: 'content',
    }),
    paragraphField({
      name: 'approach',
      title: 'Vores tilgang',
      description: 'Hvordan I griber en opgave an, fra første besøg til aflevering.',
      rows: 6,
      group: 'content',
      message: 'Skriv om jeres tilgang.',
    }),
    imageField({
      name: 'image',
      title: 'Billede',
      description: 'Et billede af jer eller jeres arbejde.',
      required: true,
      group: 'content',
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'intro', media: 'image' },
  },
});
