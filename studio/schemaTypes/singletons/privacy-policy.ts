import { defineArrayMember, defineField, defineType } from 'sanity';
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
        'De ti nummererede afsnit: generelt, dataansvarlig, hvad vi indsamler, formål, retsgrundlag, videregivelse, opbevaring, dine rettigheder, klage til Datatilsynet og ændringer.',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'privacySection' })],
      validation: (rule) => rule.required().length(10).error('Der skal være præcis 10 afsnit.'),
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
