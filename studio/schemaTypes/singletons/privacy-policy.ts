import { defineArrayMember, defineField, defineType } from 'sanity';
import { itemCount } from '../fields/item-count.ts';
import { seoFields } from '../fields/seo-fields.ts';

export const privacyPolicy = defineType({
  name: 'privacyPolicy',
  title: 'Privatlivspolitik',
  type: 'document',
  description: 'Privatlivspolitikken: hvordan I behandler kunders personoplysninger.',
  groups: [
    { name: 'content', title: 'Indhold', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Overskrift',
      description: 'Sidens overskrift, fx "Privatlivspolitik".',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Senest opdateret',
      description: 'Datoen for seneste ændring. Ret den, hver gang du ændrer teksten.',
      type: 'date',
      group: 'content',
      options: { dateFormat: 'D. MMMM YYYY' },
      validation: (rule) => rule.required().error('Vælg datoen for seneste ændring.'),
    }),
    defineField({
      name: 'sections',
      title: 'Afsnit',
      description:
        'De nummererede afsnit, i dag ti: generelt, dataansvarlig, hvad vi indsamler, formål, retsgrundlag, videregivelse, opbevaring, dine rettigheder, klage til Datatilsynet og ændringer.',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'privacySection' })],
      validation: (rule) =>
        itemCount(rule, {
          min: 1,
          max: 30,
          message: 'Skriv mellem 1 og 30 afsnit.',
          typical: {
            from: 10,
            to: 10,
            message: 'Politikken har i dag 10 afsnit. Tjek, at intet lovpligtigt afsnit er fjernet.',
          },
        }),
    }),
    ...seoFields('seo'),
  ],
  preview: {
    select: { title: 'title', subtitle: 'lastUpdated' },
    prepare: ({ title, subtitle }) => ({
      title,
      subtitle: subtitle ? `Senest opdateret ${subtitle}` : undefined,
    }),
  },
});
