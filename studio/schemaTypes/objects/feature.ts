import { defineField, defineType } from 'sanity';

export const feature = defineType({
  name: 'feature',
  title: 'Ydelse',
  type: 'object',
  description: 'Et kort i afsnittet "Hvad vi tilbyder" på en serviceside.',
  fields: [
    defineField({
      name: 'title',
      title: 'Overskrift',
      description: 'Hvad I tilbyder, i få ord, fx "Nye fliser og klinker".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      description: 'En eller to sætninger om ydelsen.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().error('Skriv en beskrivelse.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
