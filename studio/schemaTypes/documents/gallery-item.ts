import { orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';
import { orderField } from '../fields/order-rank-field.ts';
import { projectFields } from '../fields/project-fields.ts';
import { GALLERY_CATEGORIES } from './gallery-categories.ts';

export const galleryItem = defineType({
  name: 'galleryItem',
  title: 'Galleribillede',
  type: 'document',
  description: 'Et projektbillede i galleriet. Træk i listen for at ændre rækkefølgen på siden.',
  orderings: [orderRankOrdering],
  fields: [
    orderField('galleryItem'),
    ...projectFields({
      title: 'Projektets navn, som det står under billedet i galleriet, fx "Badeværelsesrenovering".',
      description: 'En eller to sætninger, der vises, når billedet åbnes i stor størrelse.',
      image: 'Foto af projektet. Brug gerne et stort billede; siden gør det selv mindre.',
    }),
    defineField({
      name: 'category',
      title: 'Kategori',
      description: 'Hvilken slags opgave billedet viser.',
      type: 'string',
      options: { list: [...GALLERY_CATEGORIES], layout: 'radio' },
      validation: (rule) => rule.required().error('Vælg en af de seks kategorier.'),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'category', media: 'image' },
  },
});
