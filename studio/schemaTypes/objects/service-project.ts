import { defineField, defineType } from 'sanity';
import { imageField } from '../fields/image-field.ts';

export const serviceProject = defineType({
  name: 'serviceProject',
  title: 'Tidligere projekt',
  type: 'object',
  description: 'Et kort i afsnittet "Tidligere projekter" på en serviceside.',
  fields: [
    defineField({
      name: 'title',
      title: 'Titel',
      description: 'Projektets navn, fx "Badeværelse i Helsinge".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en titel.'),
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      description: 'Kort om opgaven og resultatet.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Skriv en beskrivelse.'),
    }),
    imageField({
      name: 'image',
      title: 'Billede',
      description: 'Et foto af det færdige projekt.',
      required: true,
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
