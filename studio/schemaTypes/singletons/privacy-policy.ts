import { defineField } from 'sanity';
import { headingField } from '../fields/copy-fields.ts';
import { listField } from '../fields/list-field.ts';
import { definePage } from '../fields/singleton.ts';

export const privacyPolicy = definePage({
  name: 'privacyPolicy',
  title: 'Privatlivspolitik',
  description: 'Privatlivspolitikken: hvordan I behandler kunders personoplysninger.',
  fields: [
    headingField({
      name: 'title',
      title: 'Overskrift',
      description: 'Sidens overskrift, fx "Privatlivspolitik".',
      group: 'content',
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
    listField({
      name: 'sections',
      title: 'Afsnit',
      description:
        'De nummererede afsnit, i dag ti: generelt, dataansvarlig, hvad vi indsamler, formål, retsgrundlag, videregivelse, opbevaring, dine rettigheder, klage til Datatilsynet og ændringer.',
      group: 'content',
      of: 'privacySection',
      count: {
        min: 1,
        max: 30,
        message: 'Skriv mellem 1 og 30 afsnit.',
        typical: {
          from: 10,
          to: 10,
          message: 'Politikken har i dag 10 afsnit. Tjek, at intet lovpligtigt afsnit er fjernet.',
        },
      },
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'lastUpdated' },
    prepare: ({ title, subtitle }) => ({
      title,
      subtitle: subtitle ? `Senest opdateret ${subtitle}` : undefined,
    }),
  },
});
