import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField } from '../fields/copy-fields.ts';
import { imageField } from '../fields/image-field.ts';
import { itemCount } from '../fields/item-count.ts';
import { seoFields } from '../fields/seo-fields.ts';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Om os',
  type: 'document',
  description: 'Teksterne på siden "Om os".',
  groups: [
    { name: 'content', title: 'Indhold', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Overskrift',
      description: 'Sidens overskrift, fx "Om os".',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'intro',
      title: 'Indledning',
      description: 'En kort linje under overskriften.',
      type: 'text',
      rows: 2,
      group: 'content',
      validation: (rule) => rule.required().error('Skriv en indledning.'),
    }),
    headingField({
      name: 'missionHeading',
      title: 'Overskrift over mission',
      description: 'Fx "Vores mission".',
      group: 'content',
    }),
    defineField({
      name: 'mission',
      title: 'Vores mission',
      description: 'Hvad firmaet står for, og hvordan I arbejder.',
      type: 'text',
      rows: 6,
      group: 'content',
      validation: (rule) => rule.required().error('Skriv jeres mission.'),
    }),
    headingField({
      name: 'primaryServicesHeading',
      title: 'Overskrift over services',
      description: 'Overskriften over listen med primære services, fx "Det laver vi".',
      group: 'content',
    }),
    defineField({
      name: 'primaryServices',
      title: 'Primære services',
      description: 'Ti korte navne på det, I laver, fx "Tagarbejde". Uden navne vises listen ikke.',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => [
        ...itemCount(rule, {
          max: 20,
          message: 'Der kan højst være 20 services.',
          typical: { from: 10, to: 10, message: 'Siden er lavet til 10 services i to kolonner.' },
        }),
        rule.unique().error('Skriv hver service én gang.'),
      ],
    }),
    defineField({
      name: 'approachHeading',
      title: 'Overskrift over tilgang',
      description: 'Fx "Vores tilgang".',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'approach',
      title: 'Vores tilgang',
      description: 'Hvordan I griber en opgave an, fra første besøg til aflevering.',
      type: 'text',
      rows: 6,
      group: 'content',
      validation: (rule) => rule.required().error('Skriv om jeres tilgang.'),
    }),
    imageField({
      name: 'image',
      title: 'Billede',
      description: 'Et billede af jer eller jeres arbejde.',
      required: true,
      group: 'content',
    }),
    ...seoFields('seo'),
  ],
  preview: {
    select: { title: 'title', subtitle: 'intro', media: 'image' },
  },
});
