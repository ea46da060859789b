import { defineField, defineType } from 'sanity';

export const visitPoint = defineType({
  name: 'visitPoint',
  title: 'Punkt',
  type: 'object',
  description: 'Et af punkterne i "Vi kommer til dig" på siden "Forløbet".',
  fields: [
    defineField({
      name: 'title',
      title: 'Overskrift',
      description: 'Punktet i et eller to ord, fx "Besigtigelse".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'text',
      title: 'Tekst',
      description: 'En sætning, der forklarer punktet.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().error('Skriv en tekst.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
