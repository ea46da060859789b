import { defineField, defineType } from 'sanity';

export const expertiseItem = defineType({
  name: 'expertiseItem',
  title: 'Fagområde',
  type: 'object',
  description: 'Et billede i "Vores ekspertise er din garanti" på tilbudssiden.',
  fields: [
    defineField({
      name: 'label',
      title: 'Tekst',
      description: 'Fagområdet under billedet, fx "Køkkener".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv fagområdet.'),
    }),
    defineField({
      name: 'project',
      title: 'Billede fra galleriet',
      description:
        'Galleribilledet, der vises. Du kan omdøbe billedet i galleriet uden at ændre noget her; sletter du det, vises fagområdet ikke.',
      type: 'reference',
      to: [{ type: 'galleryItem' }],
      // Weak: deleting the gallery picture is allowed; the site then leaves this trade out.
      weak: true,
      validation: (rule) => rule.required().error('Vælg et billede fra galleriet.'),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'project.title', media: 'project.image' } },
});
