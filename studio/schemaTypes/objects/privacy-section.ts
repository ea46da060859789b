import { defineArrayMember, defineField, defineType } from 'sanity';

export const privacySection = defineType({
  name: 'privacySection',
  title: 'Afsnit',
  type: 'object',
  description: 'Et nummereret afsnit i privatlivspolitikken. Numrene sættes automatisk efter rækkefølgen.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Overskrift',
      description: 'Afsnittets overskrift uden nummer, fx "Dataansvarlig".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'body',
      title: 'Tekst',
      description: 'Afsnittets tekst. Du kan lave punktlister, fed skrift og links.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [{ title: 'Normal', value: 'normal' }],
          lists: [
            { title: 'Punktliste', value: 'bullet' },
            { title: 'Nummereret liste', value: 'number' },
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Skriv afsnittets tekst.'),
    }),
  ],
  preview: { select: { title: 'heading' } },
});
