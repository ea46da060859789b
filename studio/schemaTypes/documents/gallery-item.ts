import { orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';
import { imageField } from '../fields/image-field.ts';
import { orderField } from '../fields/order-rank-field.ts';

/** The fixed gallery categories (spec: Renovering, Haveanlæg, Byggeri, Nybyggeri, Indretning, Specialarbejde). */
export const GALLERY_CATEGORIES = [
  'Renovering',
  'Haveanlæg',
  'Byggeri',
  'Nybyggeri',
  'Indretning',
  'Specialarbejde',
] as const;

export const galleryItem = defineType({
  name: 'galleryItem',
  title: 'Galleribillede',
  type: 'document',
  description: 'Et projektbillede i galleriet. Træk i listen for at ændre rækkefølgen på siden.',
  orderings: [orderRankOrdering],
  fields: [
    orderField('galleryItem'),
    defineField({
      name: 'title',
      title: 'Titel',
      description: 'Projektets navn, som det står under billedet i galleriet, fx "Badeværelsesrenovering".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en titel.'),
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      description: 'En eller to sætninger, der vises, når billedet åbnes i stor størrelse.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Skriv en beskrivelse.'),
    }),
    imageField({
      name: 'image',
      title: 'Billede',
      description: 'Foto af projektet. Brug gerne et stort billede; siden gør det selv mindre.',
      required: true,
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
