import { defineField, defineType } from 'sanity';

export const benefit = defineType({
  name: 'benefit',
  title: 'Fordel',
  type: 'object',
  description: 'Et af de seks punkter om, hvorfor kunder skal vælge jer.',
  fields: [
    defineField({
      name: 'title',
      title: 'Overskrift',
      description: 'Punktet i få ord, fx "Fast pris".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'description',
      title: 'Forklaring',
      description: 'En eller to sætninger, der forklarer punktet.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().error('Skriv en forklaring.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
